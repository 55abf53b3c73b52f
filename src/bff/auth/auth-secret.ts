import "server-only";
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { authSecret, currentEnv, databaseUrl, isProduction, portalDataDir, type Env } from "@/lib/env";

/**
 * The session signing secret: `BETTER_AUTH_SECRET` when set. A production deployment on its own
 * PostgreSQL must set it (several instances must share it). The embedded default generates one
 * on first start and keeps it next to the PGlite data, so sessions survive restarts.
 */
export async function resolveAuthSecret(env: Env = currentEnv()): Promise<string> {
  const configured = authSecret(env);
  if (configured) return configured;
  if (isProduction(env) && databaseUrl(env)) {
    throw new Error("BETTER_AUTH_SECRET must be set in production when DATABASE_URL is used.");
  }
  return readOrCreateSecret(join(portalDataDir(env), "auth-secret"));
}

async function readOrCreateSecret(path: string): Promise<string> {
  const existing = await readSecret(path);
  if (existing) return existing;
  await mkdir(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // Written whole to a file of its own, then linked into place: `link` fails if the name exists,
  // and a reader never sees the file half written (an exclusive create of the name itself would
  // show another caller an empty file between the create and the write).
  const draft = `${path}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await link(draft, path);
    return secret;
  } catch (error) {
    // Another process (the seed, a second worker) wrote it first: use theirs.
    if (isErrorCode(error, "EEXIST")) {
      const written = await readSecret(path);
      if (written) return written;
    }
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

async function readSecret(path: string): Promise<string | null> {
  try {
    return (await readFile(path, "utf8")).trim() || null;
  } catch (error) {
    if (isErrorCode(error, "ENOENT")) return null;
    throw error;
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
