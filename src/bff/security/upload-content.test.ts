import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildPath, endpoints } from "@/api/endpoints";
import { activePdfCorpus, cleanPdf } from "../files/active-pdf-corpus";
import { PHONE_HEIC } from "../files/test-images";
import { CHAT_ATTACHMENT_POLICY, DAMAGE_PHOTO_POLICY, LICENCE_POLICY, type UploadPolicy } from "../files/upload-validation";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES } from "./endpoint-examples";
import { readAnswer, SERVED_ENDPOINTS, tableChecksums, type SecurityEnv, withSecurityEnv } from "./security-env";

/**
 * What an upload endpoint stores is read by a real parser or decoder first. A PDF
 * with a script, an action or an embedded file, hidden by name escapes or in a compressed object
 * stream, is refused (422 `file_active_content`) by every endpoint that takes PDFs, and nothing is
 * written, neither a row nor a file; a photo is stored re-encoded, without its EXIF GPS and without
 * bytes after its end.
 */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

let dataDir: string;
beforeAll(async () => {
  // A folder of this file's own for the uploads (`uploadDir()`), read on the storage's first use.
  dataDir = await mkdtemp(join(tmpdir(), "upload-content-"));
  vi.stubEnv("PORTAL_DATA_DIR", dataDir);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

const uploadEndpoints = SERVED_ENDPOINTS.filter((name) => "upload" in endpoints[name] && endpoints[name].upload === true);
type UploadEndpoint = (typeof uploadEndpoints)[number];

/** The policy each upload endpoint's service applies: a new upload endpoint must be named here. */
const POLICY_OF: Record<string, UploadPolicy> = {
  postDamageImage: DAMAGE_PHOTO_POLICY,
  putDriverLicence: LICENCE_POLICY,
  postChatAttachment: CHAT_ATTACHMENT_POLICY,
};
const pdfEndpoints = uploadEndpoints.filter((name) => POLICY_OF[name]?.kinds.includes("pdf"));
const jpegEndpoints = uploadEndpoints.filter((name) => POLICY_OF[name]?.kinds.includes("jpeg"));

/**
 * The endpoint's example request carrying the file; a licence gets an upload name of its own with
 * the file's extension (a fresh one is a new upload), a chat file no conversation (the example's
 * is not Anna's, a 404 after the file's checks).
 */
function uploadRequest(name: UploadEndpoint, file: { name: string; bytes: Uint8Array }): Request {
  const example = ENDPOINT_EXAMPLES[name];
  const params = name === "putDriverLicence" ? { uploadId: `dl-${randomUUID()}.${file.name.split(".").pop()}` } : example.params;
  const form = new FormData();
  for (const [field, value] of Object.entries("input" in example ? example.input : {})) {
    if (!(name === "postChatAttachment" && field === "conversation_id")) form.set(field, String(value));
  }
  form.set("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return new Request(`${TEST_ORIGIN}${buildPath(endpoints[name].path, params)}`, {
    method: endpoints[name].method,
    headers: { cookie: anna, origin: TEST_ORIGIN },
    body: form,
  });
}

/** Every file in the upload folder, by path, with its bytes. */
async function storedFiles(): Promise<Map<string, Buffer>> {
  const folder = join(dataDir, "uploads");
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(file)] as const)));
}

/** Uploads the file and answers with the one file it added to the storage. */
async function uploadAndRead(name: UploadEndpoint, file: { name: string; bytes: Uint8Array }): Promise<Buffer> {
  const before = await storedFiles();
  const answer = await readAnswer(await env.fetch(uploadRequest(name, file)));
  expect(answer.status, answer.text).toBeLessThan(300);
  const added = [...(await storedFiles())].filter(([path]) => !before.has(path));
  expect(added).toHaveLength(1);
  return added[0]![1];
}

it("knows the policy of every upload endpoint, and at least one takes PDFs", () => {
  expect(uploadEndpoints.filter((name) => !(name in POLICY_OF))).toEqual([]);
  expect(pdfEndpoints.length).toBeGreaterThan(0);
});

describe.each(pdfEndpoints)("%s", (name) => {
  it.each(activePdfCorpus().map((file) => [file.what, file.bytes] as const))("refuses a PDF with %s, and stores nothing", async (_what, bytes) => {
    const before = { tables: await tableChecksums(env.db), files: [...(await storedFiles()).keys()] };
    const answer = await readAnswer(await env.fetch(uploadRequest(name, { name: "scan.pdf", bytes })));
    expect(answer.status, answer.text).toBe(422);
    expect(answer.json).toMatchObject({ error: "file_refused", code: "file_active_content" });
    expect({ tables: await tableChecksums(env.db), files: [...(await storedFiles()).keys()] }).toEqual(before);
  });

  it("accepts a clean PDF and stores it as the parser wrote it", async () => {
    const sent = cleanPdf();
    const stored = await uploadAndRead(name, { name: "scan.pdf", bytes: sent });
    expect(stored.toString("latin1")).toMatch(/^%PDF-/);
    expect(stored.equals(Buffer.from(sent))).toBe(false);
  });
});

describe.each(jpegEndpoints)("%s", (name) => {
  it("stores a photo re-encoded: no EXIF GPS, no bytes after its end, the same size", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2060c0" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 33/1 0/1" } })
      .toBuffer();
    const sent = Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]);
    expect((await sharp(sent).metadata()).exif).toBeDefined();

    const stored = await uploadAndRead(name, { name: "kratzer.jpg", bytes: sent });
    expect(stored.equals(sent)).toBe(false);
    expect(stored.toString("latin1")).not.toContain("<script>");
    const metadata = await sharp(stored, { failOn: "error" }).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: "jpeg",
      width: 64,
      height: 48,
      exif: undefined,
    });
  });
});

describe.each(uploadEndpoints.filter((name) => POLICY_OF[name]?.kinds.includes("heic")))("%s", (name) => {
  it("stores a HEIC photo as a JPEG without its EXIF", async () => {
    const stored = await uploadAndRead(name, { name: "IMG_0042.heic", bytes: PHONE_HEIC });
    const metadata = await sharp(stored, { failOn: "error" }).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: "jpeg",
      width: 64,
      height: 48,
      exif: undefined,
    });
  });
});
