/**
 * The answer of a catalogue endpoint marked `download`: a file, sent as an attachment rather
 * than as JSON. The browser reaches these through plain links (`download_url`, `url`).
 */
export interface FileDownload {
  kind: "file";
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

export function isFileDownload(value: unknown): value is FileDownload {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "file";
}
