import type { Locale } from "@/i18n/locales";

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

/** Where this app's own file endpoints live; other links (production's document archive) are foreign. */
const OWN_FILES_PREFIX = "/portal/api/bff/";

/**
 * A download link that asks for the file in the page's locale: this app's file endpoints write
 * their texts in the `locale` of the query (the catalogue's `fileQuery`). A link elsewhere is
 * returned unchanged, as its archive decides its own language.
 */
export function fileLinkIn(url: string, locale: Locale): string {
  if (!url.startsWith(OWN_FILES_PREFIX)) return url;
  const [path = url, query = ""] = url.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("locale", locale);
  return `${path}?${params.toString()}`;
}
