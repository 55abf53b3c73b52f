import { callEndpoint } from "@/api/client";
import { buildPath, endpoints } from "@/api/endpoints";
import type { ChatAttachment } from "../types";

export type UploadProgress = (fraction: number) => void;

/**
 * One file for the chat (`POST chat/attachments`, multipart, field `file`), with its progress.
 * XMLHttpRequest, as fetch reports no upload progress. Resolves with the stored file, or the
 * refusal's status and code (a network failure is 500, account.md §7).
 */
export function uploadChatAttachment(
  file: File,
  conversationId: string | null,
  onProgress: UploadProgress,
): Promise<{ attachment: ChatAttachment } | { status: number; code?: string }> {
  const form = new FormData();
  form.set("file", file, file.name);
  if (conversationId) form.set("conversation_id", conversationId);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", buildPath(endpoints.postChatAttachment.path));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const data = safeJson(request.responseText);
      if (request.status === 200 && data) {
        onProgress(1);
        resolve({ attachment: data as ChatAttachment });
      } else resolve({ status: request.status, ...codeOf(data) });
    };
    request.onerror = () => resolve({ status: 500 });
    request.send(form);
  });
}

/** `POST chat/messages` with the send's Idempotency-Key: a retry of a message not delivered sends the same key and writes once. */
export function sendChatMessage(body: { conversation_id?: string; text: string; attachment_ids: string[] }, idempotencyKey: string) {
  return callEndpoint("postChatMessage", { body: { ...body }, headers: { "idempotency-key": idempotencyKey } });
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
