import { describe, expect, it } from "vitest";
import { badUploadCorpus, jpegWithSize, pngWithSize } from "./bad-upload-corpus";
import { acceptUpload } from "./upload-acceptance";
import { DAMAGE_PHOTO_POLICY, inspectUpload, LICENCE_POLICY, sniff, UPLOAD_REFUSAL_CODES } from "./upload-validation";

describe("the upload checks refuse the bad-file corpus of issue 5", () => {
  it.each(badUploadCorpus().map((file) => [file.what, file] as const))("%s", async (_what, file) => {
    const accepted = await acceptUpload(file, file.policy);
    expect(accepted).toMatchObject({ ok: false, code: file.code ?? UPLOAD_REFUSAL_CODES[file.status], reason: expect.any(String) });
  });
});

describe("inspectUpload lets files at the limits pass its checks (deals.md §5, account.md §5)", () => {
  it.each([
    ["a 12-megapixel JPEG photo of exactly 6291456 bytes", "damage.JPG", jpegWithSize(4000, 3000, 6_291_456), DAMAGE_PHOTO_POLICY, "jpeg"],
    ["a PNG photo", "damage.png", pngWithSize(3000, 2000), DAMAGE_PHOTO_POLICY, "png"],
    ["a HEIC photo", "damage.heic", Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic"), DAMAGE_PHOTO_POLICY, "heic"],
    [
      "a PDF licence of exactly 10485760 bytes",
      "licence.pdf",
      (() => {
        const b = new Uint8Array(10_485_760);
        b.set(Buffer.from("%PDF-1.7\n"));
        return b;
      })(),
      LICENCE_POLICY,
      "pdf",
    ],
    ["a JPEG licence", "licence.jpeg", jpegWithSize(2000, 1300), LICENCE_POLICY, "jpeg"],
  ] as const)("%s", (_what, name, bytes, policy, kind) => {
    expect(inspectUpload({ name, bytes }, policy)).toEqual({ ok: true, kind });
  });
});

describe("sniff reads the type from the first bytes only", () => {
  it.each([
    [jpegWithSize(10, 10), "jpeg"],
    [pngWithSize(10, 10), "png"],
    [Buffer.from("%PDF-1.4"), "pdf"],
    [Buffer.from("RIFF\0\0\0\0WEBPVP8 "), "webp"],
    [Buffer.from("<svg></svg>"), null],
    [Buffer.from("GIF89a"), null],
  ])("%#: %s", (bytes, kind) => {
    expect(sniff(bytes)).toBe(kind);
  });
});
