import { crc32, deflateSync } from "node:zlib";

/**
 * Real images written byte by byte, which every decoder reads (the upload checks decode and
 * re-encode photos), so tests need no binary fixtures; the unit tests and the
 * browser tests upload the same files. No imports beyond Node's, so Playwright loads it as is.
 */

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

/**
 * A phone's HEIC photo, 64 × 48 of #c03020 with EXIF (Make "Phone", a GPS latitude), written by
 * libheif's `heif-enc -q 60` (Debian's libheif-examples) from a JPEG: no encoder runs in the tests.
 */
export const PHONE_HEIC: Uint8Array = new Uint8Array(
  Buffer.from(
    "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAeFtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAAExpbG9jAQAAAERAAAMAAQAAAAAAAAIFAAEAAAAAAAAAHgACAAEAAAAAAAAAAQAAAAAAAAAIAAMAAAAAAAACIwABAAAAAAAAAQwAAABNaWluZgAAAAAAAwAAABVpbmZlAgAAAQABAABodmMxAAAAABVpbmZlAgAAAAACAABncmlkAAAAABVpbmZlAgAAAQADAABFeGlmAAAAANVpcHJwAAAAs2lwY28AAABzaHZjQwEDcAAAAAAAAAAAAB7wAPz9+PgAAA8DIAABABhAAQwB//8DcAAAAwCQAAADAAADAB66AkAhAAEAJ0IBAQNwAAADAJAAAAMAAAMAHqAggQWW6uSmubAgAAADACAAAAMAISIAAQAGRAHBc8CJAAAAFGlzcGUAAAAAAAAAQAAAAEAAAAAUaXNwZQAAAAAAAABAAAAAMAAAABBwaXhpAAAAAAMICAgAAAAaaXBtYQAAAAAAAAACAAECgQIAAgIDhAAAAChpcmVmAAAAAAAAAA5kaW1nAAIAAQABAAAADmNkc2MAAwABAAIAAAEybWRhdAAAABooAa8J4DkjJL//+KB///jEbkP1F4q1Y6nc/AAAAABJSSoACAAAAAgADwECAAYAAAB+AAAAEgEDAAEAAAABAAAAGgEFAAEAAABuAAAAGwEFAAEAAAB2AAAAKAEDAAEAAAACAAAAEwIDAAEAAAABAAAAaYcEAAEAAACEAAAAJYgEAAEAAADSAAAAAAAAADhjAADoAwAAOGMAAOgDAABQaG9uZQAGAACQBwAEAAAAMDIxMAGRBwAEAAAAAQIDAACgBwAEAAAAMDEwMAGgAwABAAAA//8AAAKgBAABAAAAQAAAAAOgBAABAAAAMAAAAAAAAAACAAEAAgACAAAATgAAAAIABQADAAAA8AAAAAAAAAA1AAAAAQAAACEAAAABAAAAAAAAAAEAAAA=",
    "base64",
  ),
);
