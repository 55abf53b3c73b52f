import { CHAT_ATTACHMENT_MAX_BYTES } from "@/api/upload-limits";

/**
 * What the chat's file picker takes before anything is sent (account.md §5 "file too large,
 * unsupported file type"). The BFF checks the bytes again (`bff/files/upload-validation.ts`
 * `CHAT_ATTACHMENT_POLICY`), which also refuses unsafe files (§5 "virus rejected").
 */
export const CHAT_ATTACHMENT_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "heic", "heif", "pdf"] as const;
/** Files one message carries at most. */
export const CHAT_ATTACHMENTS_PER_MESSAGE = 3;
export { CHAT_ATTACHMENT_MAX_BYTES };

export type ChatFileProblem = "file_too_large" | "file_type_not_accepted" | "file_empty";

export function chatFileProblem(file: { name: string; size: number }): ChatFileProblem | null {
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!(CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return "file_type_not_accepted";
  if (file.size === 0) return "file_empty";
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return "file_too_large";
  return null;
}

/** The `accept` attribute of the file input. */
export const CHAT_ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");
