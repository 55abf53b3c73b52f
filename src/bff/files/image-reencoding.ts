/**
 * Uploaded photos are decoded and encoded anew before they are stored, never
 * kept as sent: what staff open is pixels this server wrote, without the sender's metadata (EXIF
 * with the GPS position, XMP, comments), without bytes after the image's end (a polyglot's
 * payload), and without a malformed segment aimed at a viewer. The EXIF orientation is applied to
 * the pixels first, so the photo still stands the right way up without its metadata.
 */
import sharp from "sharp";
import { MAX_PIXELS } from "./upload-validation";

/**
 * The kinds re-encoded here, each as itself except HEIC: the libvips that sharp ships cannot
 * decode HEVC-compressed HEIF (a patent-encumbered codec), so libheif's WebAssembly build
 * (`heic-decode`) decodes it and the photo is stored as a JPEG, which every viewer of staff opens.
 */
export type ReencodedKind = "jpeg" | "png" | "webp" | "heic";

export type ReencodedImage = { ok: true; kind: "jpeg" | "png" | "webp"; bytes: Uint8Array } | { ok: false; reason: string };

/** JPEG quality of the re-encoded photo: damage details stay visible, the file stays near the size sent. */
const JPEG_QUALITY = 90;

export async function reencodeImage(kind: ReencodedKind, bytes: Uint8Array): Promise<ReencodedImage> {
  try {
    if (kind === "heic") return await reencodeHeic(bytes);
    // failOn "error": a truncated or corrupt image is refused, not half-decoded; the pixel limit
    // stops a decompression bomb the header check could not measure (WebP).
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS, sequentialRead: true }).rotate();
    const encoded = kind === "png" ? image.png() : kind === "webp" ? image.webp({ quality: JPEG_QUALITY }) : image.jpeg({ quality: JPEG_QUALITY });
    return { ok: true, kind, bytes: new Uint8Array(await encoded.toBuffer()) };
  } catch {
    return UNREADABLE;
  }
}

const UNREADABLE = { ok: false, reason: "The image cannot be read." } as const;

/**
 * The primary image of a HEIF file, its size read before any pixel is decoded (the same limit as
 * the other kinds), decoded with libheif's transforms (rotation, mirroring) applied, as a JPEG.
 * The decoder is loaded on the first HEIC photo only: it is a few megabytes of WebAssembly.
 */
async function reencodeHeic(bytes: Uint8Array): Promise<ReencodedImage> {
  const { default: decode } = await import("heic-decode");
  const images = await decode.all({ buffer: bytes });
  try {
    const [primary] = images;
    if (!primary || primary.width * primary.height > MAX_PIXELS) return UNREADABLE;
    const { width, height, data } = await primary.decode();
    const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
    return { ok: true, kind: "jpeg", bytes: new Uint8Array(jpeg) };
  } finally {
    images.dispose();
  }
}
