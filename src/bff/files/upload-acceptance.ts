/**
 * What an upload endpoint stores of an uploaded file: the file passes the checks
 * of `inspectUpload` (size, type by its first bytes, name, pixel count), then its content is read
 * with a real decoder: a PDF is parsed and refused if it carries active content
 * (`pdf-active-content.ts`), an image is decoded and encoded anew (`image-reencoding.ts`). The
 * bytes to store are what those wrote, never the bytes as sent; a HEIC photo is stored as a JPEG.
 */
import type { FileRefusalCode } from "@/api/problem-codes";
import { reencodeImage } from "./image-reencoding";
import { checkPdf } from "./pdf-active-content";
import { inspectUpload, UPLOAD_REFUSAL_CODES, type FileKind, type UploadCandidate, type UploadPolicy } from "./upload-validation";

export type AcceptedUpload = { ok: true; kind: FileKind; bytes: Uint8Array } | { ok: false; code: FileRefusalCode; reason: string };

export async function acceptUpload(candidate: UploadCandidate, policy: UploadPolicy): Promise<AcceptedUpload> {
  const verdict = inspectUpload(candidate, policy);
  if (!verdict.ok) return { ok: false, code: UPLOAD_REFUSAL_CODES[verdict.status], reason: verdict.reason };
  const { kind } = verdict;
  if (kind === "pdf") {
    const pdf = await checkPdf(candidate.bytes);
    return pdf.ok ? { ok: true, kind, bytes: pdf.bytes } : pdf;
  }
  const image = await reencodeImage(kind, candidate.bytes);
  return image.ok ? { ok: true, kind: image.kind, bytes: image.bytes } : { ok: false, code: "file_invalid", reason: image.reason };
}
