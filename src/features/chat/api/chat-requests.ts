import { callEndpoint } from "@/api/client";
import { buildPath, ENDPOINT_ROUTES } from "@/api/endpoint-routes";
import { problemCodeOf, sendWithProgress, type UploadProgress } from "@/api/upload-with-progress";
import type { ChatAttachment } from "../types";

export type { UploadProgress };

/**
 * One file for the chat (`POST chat/attachments`, multipart, field `file`), with its progress.
 * Resolves with the stored file, or the refusal's status and code (a network failure is 500).
 */
export async function uploadChatAttachment(
  file: File,
  conversationId: string | null,
  onProgress: UploadProgress,
): Promise<{ attachment: ChatAttachment } | { status: number; code?: string }> {
  const form = new FormData();
  form.set("file", file, file.name);
  if (conversationId) form.set("conversation_id", conversationId);
  const { status, data } = await sendWithProgress("POST", buildPath(ENDPOINT_ROUTES.postChatAttachment.path), form, onProgress);
  return status === 200 && data ? { attachment: data as ChatAttachment } : { status, ...problemCodeOf(data) };
}

/** `POST chat/messages` with the send's Idempotency-Key: a retry of a message not delivered sends the same key and writes once. */
export function sendChatMessage(body: { conversation_id?: string; text: string; attachment_ids: string[] }, idempotencyKey: string) {
  return callEndpoint("postChatMessage", { body: { ...body }, idempotencyKey: idempotencyKey });
}
