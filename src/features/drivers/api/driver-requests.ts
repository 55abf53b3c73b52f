import { callEndpoint } from "@/api/client";
import { problemCodeOf, sendWithProgress, type UploadProgress } from "@/api/upload-with-progress";
import type { Driver, NewDriver } from "../types";

export type { UploadProgress };

/** The `request-source` header of the upload-URL call (account.md §7): which client asks. */
export const LICENCE_REQUEST_SOURCE = "portal-drivers";

/** What the add form sends: a new driver, as the checkout names it a secondary one. */
export interface DriverRequest extends NewDriver {
  type: "secondary";
}

/**
 * One licence scan (account.md §7): the upload URL (`GET uploadurl`, bucket DL), then the file PUT
 * there with its content type, with its progress. Resolves with the key `POST drivers` names, or
 * the refusal's status (a network failure is 500, §7).
 */
export async function uploadLicence(file: File, onProgress: UploadProgress): Promise<{ key: string } | { status: number; code?: string }> {
  const contentType = file.type || "application/octet-stream";
  const { data, status } = await callEndpoint("getUploadUrl", {
    body: { filename: file.name, filetype: contentType, bucket: "DL" },
    headers: { "request-source": LICENCE_REQUEST_SOURCE },
  });
  if (status !== 200 || !data) return { status, ...problemCodeOf(data) };
  const sent = await sendWithProgress("PUT", data.url, file, onProgress, { "content-type": contentType });
  return sent.status === 200 ? { key: data.key } : { status: sent.status, ...problemCodeOf(sent.data) };
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
  return callEndpoint("postDriver", { body: { ...body }, idempotencyKey: idempotencyKey });
}

export async function removeDriver(id: string): Promise<{ status: number }> {
  const { status } = await callEndpoint("deleteDriver", { params: { id } });
  return { status };
}

export type { Driver };
