/**
 * The spec's file limits, once: the upload validation of the BFF (`bff/files/upload-validation.ts`)
 * holds files to them, and the catalogue derives the body limit of its upload endpoints from them.
 */

/** deals.md §5: a damage photo, at most 6 MB. */
export const DAMAGE_PHOTO_MAX_BYTES = 6_291_456;
/** account.md §5: a driving licence scan, at most 10 MB. */
export const LICENCE_MAX_BYTES = 10_485_760;

/** Room for the multipart boundaries, part headers and the form's text fields beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The largest request body of an upload of one file of at most `maxFileBytes`. */
export function uploadBodyLimit(maxFileBytes: number): number {
  return maxFileBytes + MULTIPART_OVERHEAD_BYTES;
}
/** account.md §2 Chat ("accepts messages and files"): a chat attachment, at most 10 MB like a licence scan (§5 names no limit of its own). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10_485_760;
