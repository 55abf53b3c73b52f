import { callEndpoint } from "@/api/client";
import type { Driver, NewDriver } from "../types";

/** What the add form sends: a new driver, as the checkout names it a secondary one. */
export interface DriverRequest extends NewDriver {
  type: "secondary";
}

export type UploadProgress = (fraction: number) => void;

/**
 * One licence scan (account.md §7): the upload URL (`GET uploadurl`, bucket DL), then the file PUT
 * there with its content type. XMLHttpRequest, as fetch reports no upload progress. Resolves with
 * the key `POST drivers` names, or the refusal's status (a network failure is 500, §7).
 */
export async function uploadLicence(file: File, onProgress: UploadProgress): Promise<{ key: string } | { status: number; code?: string }> {
  const contentType = file.type || "application/octet-stream";
  const { data, status } = await callEndpoint("getUploadUrl", { body: { filename: file.name, filetype: contentType, bucket: "DL" } });
  if (status !== 200 || !data) return { status, ...codeOf(data) };
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", data.url);
    request.setRequestHeader("content-type", contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) {
        onProgress(1);
        resolve({ key: data.key });
      } else resolve({ status: request.status, ...codeOf(safeJson(request.responseText)) });
    };
    request.onerror = () => resolve({ status: 500 });
    request.send(file);
  });
}

/** The two upload-url calls of account.md §7, front and back, one after the other (progress per file). */
export async function getDriverUploadUrls(
  front: File,
  back: File,
  progress: { front: UploadProgress; back: UploadProgress },
): Promise<{ front: Awaited<ReturnType<typeof uploadLicence>>; back: Awaited<ReturnType<typeof uploadLicence>> }> {
  const [frontResult, backResult] = await Promise.all([uploadLicence(front, progress.front), uploadLicence(back, progress.back)]);
  return { front: frontResult, back: backResult };
}

export async function postDriver(body: DriverRequest, idempotencyKey: string) {
  return callEndpoint("postDriver", { body: { ...body }, headers: { "idempotency-key": idempotencyKey } });
}

export async function removeDriver(id: string): Promise<{ status: number }> {
  const { status } = await callEndpoint("deleteDriver", { params: { id } });
  return { status };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function codeOf(data: unknown): { code?: string } {
  return typeof data === "object" && data !== null && typeof (data as { code?: unknown }).code === "string"
    ? { code: (data as { code: string }).code }
    : {};
}

export type { Driver };
