/**
 * Checks an uploaded file before anything is stored (deals.md §5: photos at
 * most 6291456 bytes, account.md §5: licences at most 10485760 bytes, jpg, jpeg, png, pdf, heic).
 * The type is read from the file's first bytes, never from its name or the browser's claim, and
 * must agree with the extension; SVG (active content) and decompression bombs (a "pixel flood":
 * tiny file, huge image) are refused. The content itself is read by `upload-acceptance.ts`: PDFs
 * parsed for active content, images decoded and encoded anew.
 */

import { CHAT_ATTACHMENT_MAX_BYTES, DAMAGE_PHOTO_MAX_BYTES, LICENCE_MAX_BYTES } from "@/api/upload-limits";

export type FileKind = "jpeg" | "png" | "pdf" | "heic" | "webp";

export interface UploadPolicy {
  maxBytes: number;
  kinds: readonly FileKind[];
}

/** deals.md §5: damage photos, images only, at most 6 MB each. */
export const DAMAGE_PHOTO_POLICY: UploadPolicy = { maxBytes: DAMAGE_PHOTO_MAX_BYTES, kinds: ["jpeg", "png", "heic", "webp"] };
/** account.md §5: driving licence scans, at most 10 MB, jpg, jpeg, png, pdf, heic. */
export const LICENCE_POLICY: UploadPolicy = { maxBytes: LICENCE_MAX_BYTES, kinds: ["jpeg", "png", "pdf", "heic"] };
/** account.md §2 Chat, §5 Chat form ("file too large, unsupported file type"): images and PDFs, at most 10 MB. */
export const CHAT_ATTACHMENT_POLICY: UploadPolicy = { maxBytes: CHAT_ATTACHMENT_MAX_BYTES, kinds: ["jpeg", "png", "pdf", "heic", "webp"] };

/** The content type a stored file of each kind is served with. */
export const CONTENT_TYPE_OF_KIND: Readonly<Record<FileKind, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  pdf: "application/pdf",
};

/** The extension a file of each kind is named with. */
export const EXTENSION_OF_KIND: Readonly<Record<FileKind, string>> = { jpeg: "jpg", png: "png", webp: "webp", heic: "heic", pdf: "pdf" };

/** The problem code of a refused upload's answer, by its status. */
export const UPLOAD_REFUSAL_CODES = { 413: "file_too_large", 415: "file_type_not_accepted", 422: "file_invalid" } as const;

/** Images above this many pixels are refused: a phone photo has about 12 to 50 million. */
export const MAX_PIXELS = 100_000_000;

const EXTENSIONS: Record<FileKind, readonly string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  pdf: ["pdf"],
  heic: ["heic", "heif"],
  webp: ["webp"],
};

export interface UploadCandidate {
  name: string;
  bytes: Uint8Array;
}

export type UploadVerdict = { ok: true; kind: FileKind } | { ok: false; status: 413 | 415 | 422; reason: string };

export function inspectUpload({ name, bytes }: UploadCandidate, policy: UploadPolicy): UploadVerdict {
  if (bytes.length === 0) return { ok: false, status: 422, reason: "The file is empty." };
  if (bytes.length > policy.maxBytes) {
    return { ok: false, status: 413, reason: `The file is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.` };
  }
  const kind = sniff(bytes);
  if (!kind || !policy.kinds.includes(kind)) return { ok: false, status: 415, reason: "This file type is not accepted." };
  const extension = name.includes(".") ? name.split(".").pop()!.toLowerCase() : "";
  if (!EXTENSIONS[kind].includes(extension)) return { ok: false, status: 415, reason: "The file's name does not match its content." };
  const pixels = pixelCount(kind, bytes);
  if (pixels !== null && pixels > MAX_PIXELS) return { ok: false, status: 422, reason: "The image has too many pixels." };
  return { ok: true, kind };
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const HEIC_BRANDS = ["heic", "heix", "hevc", "hevx", "mif1", "msf1"];

/** The file's type by its magic bytes; SVG and everything else unknown is null. */
export function sniff(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("ftyp"), 4) && HEIC_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))) return "heic";
  return null;
}

/** Width times height from the header, for PNG and JPEG; null when it cannot be read cheaply. */
function pixelCount(kind: FileKind, bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === "png" && bytes.length >= 24) return view.getUint32(16) * view.getUint32(20);
  if (kind === "jpeg") {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      const length = view.getUint16(offset + 2);
      // SOF0 to SOF15 carry the dimensions, except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return view.getUint16(offset + 5) * view.getUint16(offset + 7);
      }
      offset += 2 + length;
    }
  }
  return null;
}
