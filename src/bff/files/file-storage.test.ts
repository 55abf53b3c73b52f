import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../../../tests/helpers/s3-stand-in";
import { assertFileKey, createLocalFileStorage, createS3FileStorage, fileStorageFromEnv, type FileStorage } from "./file-storage";

/** A photo's worth of bytes, every byte value included (nothing may be read as text). */
const BYTES = new Uint8Array(300_000).map((_, index) => (index * 7) % 256);

let folder: string;
let s3: S3StandIn;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "file-storage-"));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const implementations: [string, () => FileStorage][] = [
  ["the local folder", () => createLocalFileStorage(folder)],
  ["S3 (s3rver)", () => createS3FileStorage(s3.settings)],
];

describe.each(implementations)("file storage in %s", (_name, storage) => {
  it("stores, reads, replaces and deletes a file by key, byte for byte", async () => {
    const files = storage();
    const key = `damage/report-1/${crypto.randomUUID()}.jpg`;
    expect(await files.get(key)).toBeNull();
    await files.put(key, BYTES, { contentType: "image/jpeg" });
    expect(Buffer.from((await files.get(key)) ?? []).equals(Buffer.from(BYTES))).toBe(true);
    await files.put(key, new Uint8Array([1, 2, 3]));
    expect([...((await files.get(key)) ?? [])]).toEqual([1, 2, 3]);
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    await files.delete(key); // deleting twice is no error
  });

  it("is shared by every storage made from the same settings (two instances)", async () => {
    const key = `licence/${crypto.randomUUID()}.pdf`;
    await storage().put(key, BYTES);
    expect((await storage().get(key))?.length).toBe(BYTES.length);
    await storage().delete(key);
  });

  it("refuses keys that could leave the folder or hide in it", async () => {
    for (const key of ["../escape.jpg", "damage/../../escape.jpg", "/etc/passwd", ".hidden", "damage//x.jpg", "damage/x.jpg/", "a\\b", "ä.jpg", ""]) {
      await expect(storage().put(key, BYTES), key).rejects.toThrow("is not a file key");
      await expect(storage().get(key), key).rejects.toThrow("is not a file key");
    }
  });
});

describe("the local folder", () => {
  it("leaves no partial file behind", async () => {
    const files = createLocalFileStorage(folder);
    await files.put("partial-check/a.png", BYTES);
    expect(await readdir(join(folder, "partial-check"))).toEqual(["a.png"]);
  });
});

describe("the storage the settings name", () => {
  it("is the upload folder under PORTAL_DATA_DIR by default and S3 with S3_BUCKET", async () => {
    const local = fileStorageFromEnv({ PORTAL_DATA_DIR: folder });
    expect(local.kind).toBe("local");
    await local.put("default/x.png", BYTES);
    expect(await readdir(join(folder, "uploads", "default"))).toEqual(["x.png"]);

    const remote = fileStorageFromEnv({ PORTAL_DATA_DIR: folder, ...s3.env });
    expect(remote.kind).toBe("s3");
    await remote.put("default/y.png", BYTES);
    expect((await createS3FileStorage(s3.settings).get("default/y.png"))?.length).toBe(BYTES.length);
  });

  it("accepts the keys the app makes", () => {
    expect(() => assertFileKey("damage/3f1c0b5e-0d0a-4d8e-9a56-2d1f1f0e7c11/photo-1.heic")).not.toThrow();
  });
});
