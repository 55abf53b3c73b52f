/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by `DATABASE_URL` (created here and dropped on close), so test files can
 * run in parallel against one server.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { currentEnv, databaseUrl, type Env } from "@/lib/env";
import { createDb, MIGRATIONS_FOLDER, openPglite, type DbHandle } from "./create-db";

export async function openTestDb(env: Env = currentEnv()): Promise<DbHandle> {
  const serverUrl = databaseUrl(env);
  return serverUrl ? openThrowAwayServerDb(serverUrl) : openPglite(new PGlite({ loadDataDir: await migratedPgliteTemplate() }));
}

/**
 * Booting PGlite from a dump of an already migrated cluster takes a fraction of a fresh initdb
 * (about 0.5 s against 2.6 s), so the dump is built once and kept in the temp directory, keyed
 * by the migrations and the PGlite version: a new migration builds a new one.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `portal-bff-pglite-${await templateKey()}.tar.gz`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);

  const client = new PGlite();
  const handle = await openPglite(client);
  const dump = await client.dumpDataDir("gzip");
  await handle.close();
  // Written aside and renamed: parallel test files never read a half-written template.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  const pglitePackage = await readFile(join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8");
  hash.update((JSON.parse(pglitePackage) as { version: string }).version);
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(await readFile(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function openThrowAwayServerDb(serverUrl: string): Promise<DbHandle> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await createDb({ driver: "postgres", url: url.toString() });
    return {
      db: handle.db,
      close: async () => {
        await handle.close();
        await dropDatabase(admin, name);
      },
    };
  } catch (error) {
    await dropDatabase(admin, name);
    throw error;
  }
}

async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
