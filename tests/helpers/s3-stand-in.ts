import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/lib/env";

/** s3rver's fixed credentials. */
const ACCESS_KEY = "S3RVER";

export interface S3StandIn {
  settings: S3Settings;
  /** The `S3_*` settings as environment variables, for a server started with them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible stand-in (s3rver, objects in a temporary folder) on loopback, with one
 * bucket; port 0 picks a free one.
 */
export async function startS3StandIn({ port = 0, bucket = "portal-uploads" } = {}): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: "eu-central-1",
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
