import "server-only";
import type { FileDownload } from "@/api/file-download";

/**
 * A stored or generated file as an attachment: never rendered inline by the browser, never
 * sniffed into another type, never kept by a shared cache ("Uploads").
 */
export function fileResponse(file: FileDownload): Response {
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.body.byteLength),
      "content-disposition": contentDisposition(file.fileName),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

/** RFC 6266: an ASCII fallback name plus the UTF-8 name (RFC 8187) for umlauts. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
