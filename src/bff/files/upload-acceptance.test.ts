import { deflateSync } from "node:zlib";
import { PDFDocument } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { activePdfCorpus, cleanPdf, writePdf } from "./active-pdf-corpus";
import { jpegWithSize, pngWithSize } from "./bad-upload-corpus";
import { MAX_DECODED_STREAM_BYTES, MAX_NESTING, MAX_OBJECTS } from "./pdf-active-content";
import { PHONE_HEIC } from "./test-images";
import { acceptUpload } from "./upload-acceptance";
import { CHAT_ATTACHMENT_POLICY, DAMAGE_PHOTO_POLICY, LICENCE_POLICY } from "./upload-validation";

/** The content of an accepted file is read by a real parser or decoder, and what is stored is what that wrote. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("a PDF with active content is refused after name decoding and decompression", () => {
  it.each(activePdfCorpus().map((file) => [file.what, file.bytes] as const))("%s", async (_what, bytes) => {
    const accepted = await acceptUpload({ name: "licence.pdf", bytes }, LICENCE_POLICY);
    expect(accepted).toMatchObject({ ok: false, code: "file_active_content" });
  });

  it("finds JavaScript that the raw bytes do not show", () => {
    const hidden = activePdfCorpus().find((file) => file.what.includes("object stream"))!;
    expect(latin1(hidden.bytes)).not.toMatch(/JavaScript|\/JS\b/);
  });
});

describe("a clean PDF", () => {
  it("is accepted and stored as the parser wrote it, which still reads as the same one-page document", async () => {
    const sent = cleanPdf();
    const accepted = await acceptUpload({ name: "licence.pdf", bytes: sent }, LICENCE_POLICY);
    expect(accepted).toMatchObject({ ok: true, kind: "pdf" });
    if (!accepted.ok) return;
    expect(Buffer.from(accepted.bytes).equals(Buffer.from(sent))).toBe(false);
    expect(latin1(accepted.bytes)).toMatch(/^%PDF-/);
    expect((await PDFDocument.load(accepted.bytes)).getPageCount()).toBe(1);
  });

  // Its speed is not timed here (a loaded machine made this a flake): a check that grew worse than
  // linear would hang, and the test's timeout catches that, as it did the backtracking of issue 38.
  it("of 5 MB is accepted", async () => {
    const accepted = await acceptUpload({ name: "scan.pdf", bytes: cleanPdf(5 * 1024 * 1024) }, CHAT_ATTACHMENT_POLICY);
    expect(accepted.ok).toBe(true);
  });
});

/** An object stream of `MAX_OBJECTS + 1` small objects, which would parse were it not for the bound. */
function manyInObjectStream(): Uint8Array {
  const header = Array.from({ length: MAX_OBJECTS + 1 }, (_, index) => `${index + 10} 0`).join(" ") + " ";
  const stream = deflateSync(Buffer.from(`${header}<< >>`, "latin1"));
  return writePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
    { dict: `<< /Type /ObjStm /N ${MAX_OBJECTS + 1} /First ${header.length} /Filter /FlateDecode >>`, stream },
  ]);
}

describe("a PDF the parser cannot read, or only past its bounds, is refused", () => {
  const bomb = () => {
    // An object stream that inflates far past the cap: the refusal comes from zlib's cap, not from memory running out.
    const stream = deflateSync(Buffer.alloc(MAX_DECODED_STREAM_BYTES + 1024, 0x20));
    return writePdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      { dict: "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>", stream },
    ]);
  };
  it.each([
    ["a header and nothing else", Buffer.from("%PDF-1.7\n%%EOF\n")],
    ["a broken object", Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages (unclosed >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")],
    [
      "an encrypted PDF",
      writePdf(
        ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>", "<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>"],
        "/Encrypt 3 0 R /ID [<00> <00>] ",
      ),
    ],
    ["a decompression bomb in an object stream", bomb()],
    [
      "an object stream with a filter zlib cannot bound",
      writePdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [] /Count 0 >>",
        { dict: "<< /Type /ObjStm /N 1 /First 4 /Filter /RunLengthDecode >>", stream: Buffer.from([0x01, 0x20, 0x20, 0x80]) },
      ]),
    ],
    ["object streams holding more objects than the bound", manyInObjectStream()],
    [
      "arrays nested past the bound",
      writePdf([
        `<< /Type /Catalog /Pages 2 0 R /Deep ${"[".repeat(MAX_NESTING + 1)}${"]".repeat(MAX_NESTING + 1)} >>`,
        "<< /Type /Pages /Kids [] /Count 0 >>",
      ]),
    ],
  ])("%s", async (_what, bytes) => {
    const accepted = await acceptUpload({ name: "licence.pdf", bytes: new Uint8Array(bytes) }, LICENCE_POLICY);
    expect(accepted).toMatchObject({ ok: false, code: "file_invalid", reason: expect.any(String) });
  });
});

/** A photo as a phone sends it: EXIF with the GPS position, and a payload after the end-of-image marker. */
async function phonePhoto(orientation = 1): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c03020" } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 33/1 0/1" } })
    .toBuffer();
  return new Uint8Array(Buffer.concat([jpeg, Buffer.from("<?php system($_GET['c']); ?>")]));
}

/** The GPS IFD pointer tag (0x8825) in the EXIF's byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

describe("an image is decoded and encoded anew, never stored as sent", () => {
  it("a JPEG loses its EXIF GPS and the bytes after its end, and keeps its size", async () => {
    const sent = await phonePhoto();
    expect(hasGpsTag((await sharp(sent).metadata()).exif)).toBe(true);
    const accepted = await acceptUpload({ name: "kratzer.jpg", bytes: sent }, DAMAGE_PHOTO_POLICY);
    expect(accepted).toMatchObject({ ok: true, kind: "jpeg" });
    if (!accepted.ok) return;
    expect(Buffer.from(accepted.bytes).equals(Buffer.from(sent))).toBe(false);
    const stored = await sharp(accepted.bytes, { failOn: "error" }).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height, exif: stored.exif }).toEqual({
      format: "jpeg",
      width: 64,
      height: 48,
      exif: undefined,
    });
    expect(latin1(accepted.bytes)).not.toContain("<?php");
    expect(latin1(accepted.bytes.subarray(-2))).toBe("\xff\xd9");
  });

  // HEIC was stored as sent (sharp's libvips decodes no HEVC): now decoded by libheif and stored as a JPEG.
  it("a HEIC photo is decoded and stored as a JPEG, without its EXIF", async () => {
    expect(latin1(PHONE_HEIC)).toContain("Exif");
    const accepted = await acceptUpload({ name: "IMG_0042.HEIC", bytes: PHONE_HEIC }, DAMAGE_PHOTO_POLICY);
    expect(accepted).toMatchObject({ ok: true, kind: "jpeg" });
    if (!accepted.ok) return;
    const stored = sharp(accepted.bytes, { failOn: "error" });
    const metadata = await stored.metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: "jpeg",
      width: 64,
      height: 48,
      exif: undefined,
    });
    const { dominant } = await stored.stats();
    expect(Math.abs(dominant.r - 0xc0) + Math.abs(dominant.g - 0x30) + Math.abs(dominant.b - 0x20)).toBeLessThan(48);
  });

  it("a HEIC header with no image behind it is refused as unreadable", async () => {
    const header = new Uint8Array(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic"));
    expect(await acceptUpload({ name: "kaputt.heic", bytes: header }, DAMAGE_PHOTO_POLICY)).toMatchObject({ ok: false, code: "file_invalid" });
  });

  it("the EXIF orientation is applied to the pixels, so the photo stands as it was taken", async () => {
    const sent = await phonePhoto(6);
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const accepted = await acceptUpload({ name: "kratzer.jpg", bytes: sent }, DAMAGE_PHOTO_POLICY);
    if (!accepted.ok) throw new Error(accepted.reason);
    const stored = await sharp(accepted.bytes).metadata();
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual({
      width: 48,
      height: 64,
      orientation: undefined,
    });
  });

  it.each([
    ["png", "scan.png", pngWithSize(40, 30)],
    [
      "webp",
      "foto.webp",
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
          .webp()
          .toBuffer(),
    ],
  ] as const)("a %s (%s) is re-encoded at the same size", async (kind, name, make) => {
    const sent = new Uint8Array(typeof make === "function" ? await make() : make);
    const accepted = await acceptUpload({ name, bytes: sent }, CHAT_ATTACHMENT_POLICY);
    expect(accepted).toMatchObject({ ok: true, kind });
    if (!accepted.ok) return;
    expect(await sharp(accepted.bytes).metadata()).toMatchObject({ format: kind, width: 40, height: 30 });
  });

  it("a JPEG whose image data is cut off is refused", async () => {
    const whole = jpegWithSize(800, 600);
    const cut = whole.subarray(0, whole.length - 200);
    expect(await acceptUpload({ name: "kratzer.jpg", bytes: cut }, DAMAGE_PHOTO_POLICY)).toMatchObject({ ok: false, code: "file_invalid" });
  });
});

describe("a PDF of more objects than the bound is refused before it is parsed", () => {
  it("counts object headers with comments between their parts", async () => {
    const many = Buffer.from(`%PDF-1.4\n${"1 0 %x\nobj<<>>endobj\n".repeat(MAX_OBJECTS + 1)}%%EOF\n`, "latin1");
    // Refused by the count before any parsing; not timed (the test's timeout catches a parse of them all).
    const accepted = await acceptUpload({ name: "many.pdf", bytes: new Uint8Array(many) }, LICENCE_POLICY);
    expect(accepted).toMatchObject({ ok: false, code: "file_invalid", reason: "The PDF has too many objects." });
  });

  it("reads a licence PDF padded to the 10 MB limit with whitespace (account.md §5: up to 10485760 bytes)", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]);
    const saved = await pdf.save();
    const padded = new Uint8Array(10_485_760);
    padded.set(saved);
    padded.fill(0x20, saved.length);
    const accepted = await acceptUpload({ name: "fuehrerschein.pdf", bytes: padded }, LICENCE_POLICY);
    expect(accepted).toMatchObject({ ok: true, kind: "pdf" });
  });
});
