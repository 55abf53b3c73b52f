import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { s3Settings, uploadDir, type Env, currentEnv, type S3Settings } from "@/lib/env";

/**
 * Where uploaded files live (damage photos, licence scans): a folder on the embedded
 * default (`uploadDir()`, under PORTAL_DATA_DIR), S3-compatible storage when `S3_BUCKET` is set, so
 * that every instance behind a proxy reads what another stored. Files are kept by key, as bytes:
 * their type is read from their first bytes (`upload-validation.ts`), never from a stored label,
 * and the row that names the key says whose file it is.
 */
export interface FileStorage {
  /** "local" (a folder) or "s3". */
  readonly kind: "local" | "s3";
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, options?: { contentType?: string }): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a key without one is no error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are the storage's own names (`damage/<report id>/<uuid>.jpg`), never a file name a client
 * sent: segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit, so no
 * key climbs out of the folder (`..`), hides (`.x`) or is absolute.
 */
const KEY_FORMAT = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function assertFileKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_FORMAT.test(key))
    throw new Error(`"${key}" is not a file key (segments of [A-Za-z0-9._-], each starting with a letter or digit).`);
}

/** The local folder: each key a file below `directory`, written whole or not at all. */
export function createLocalFileStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(directory, ...key.split("/"));
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader never sees half a file: write beside it, then rename over it (atomic on one disk).
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** An S3 client for the settings (`S3_*`); credentials from the settings or the SDK's default chain. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible stores (MinIO, s3rver, Ceph) differ in
    // which of the SDK's newer default checksums they accept.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** S3-compatible storage: each key an object in the bucket. The bucket must exist. */
export function createS3FileStorage(settings: S3Settings, client: S3Client = createS3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, bytes, options) {
      assertFileKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: options?.contentType }));
    },
    async get(key) {
      assertFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** The storage the settings name: S3 when `S3_BUCKET` is set, else the upload folder. */
export function fileStorageFromEnv(env: Env = currentEnv()): FileStorage {
  const settings = s3Settings(env);
  return settings ? createS3FileStorage(settings) : createLocalFileStorage(uploadDir(env));
}

// On globalThis like the database: one S3 client (and its connection pool) per process.
const holder = globalThis as typeof globalThis & { __portalFileStorage?: FileStorage };

/** The app's file storage, made on first use. */
export function getFileStorage(): FileStorage {
  holder.__portalFileStorage ??= fileStorageFromEnv();
  return holder.__portalFileStorage;
}
