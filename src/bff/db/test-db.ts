/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by `DATABASE_URL` (created here and dropped on close), so test files can
 * run in parallel against one server.
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { databaseUrl } from "../env";
import { createDb, type DbHandle } from "./create-db";

export async function openTestDb(env: Readonly<Record<string, string | undefined>> = process.env): Promise<DbHandle> {
  const serverUrl = databaseUrl(env);
  if (!serverUrl) return createDb({ driver: "pglite", dataDir: null });

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
