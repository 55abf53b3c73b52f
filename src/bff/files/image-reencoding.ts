/**
 * Uploaded photos are decoded and encoded anew before they are stored (issue 35 item 3), never
 * kept as sent: what staff open is pixels this server wrote, without the sender's metadata (EXIF
 * with the GPS position, XMP, comments), without bytes after the image's end (a polyglot's
 * payload), and without a malformed segment aimed at a viewer. The EXIF orientation is applied to
 * the pixels first, so the photo still stands the right way up without its metadata.
 */
import sharp from "sharp";
import { MAX_PIXELS } from "./upload-validation";

/**
 * The kinds re-encoded here. HEIC is not among them: the libvips that sharp ships decodes AVIF but
 * not HEVC-compressed HEIF (a patent-encumbered codec), so a HEIC photo is kept as sent after the
 * checks of `inspectUpload` (see README "Security suite").
 */
export type ReencodedKind = "jpeg" | "png" | "webp";

export type ReencodedImage = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** JPEG quality of the re-encoded photo: damage details stay visible, the file stays near the size sent. */
const JPEG_QUALITY = 90;

export async function reencodeImage(kind: ReencodedKind, bytes: Uint8Array): Promise<ReencodedImage> {
  try {
    // failOn "error": a truncated or corrupt image is refused, not half-decoded; the pixel limit
    // stops a decompression bomb the header check could not measure (WebP).
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS, sequentialRead: true }).rotate();
    const encoded = kind === "png" ? image.png() : kind === "webp" ? image.webp({ quality: JPEG_QUALITY }) : image.jpeg({ quality: JPEG_QUALITY });
    return { ok: true, bytes: new Uint8Array(await encoded.toBuffer()) };
  } catch {
    return { ok: false, reason: "The image cannot be read." };
  }
}
