/**
 * Opens a database and applies the checked-in migrations. No `server-only` marker: the seed CLI
 * (`npm run db:seed`, plain Node via tsx) opens the database through this module too; the app
 * reaches it only through `client.ts`, which is marked.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { currentEnv, databaseUrl, pgliteDataDir, type Env } from "@/lib/env";
import * as schema from "./schema";

/** The one database type every service takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  close(): Promise<void>;
}

export type DbConfig =
  | { driver: "pglite"; dataDir: string | null } // null: in memory
  | { driver: "postgres"; url: string };

/** Resolved relative to the working directory: Next bundles server code, so `import.meta.url` would point into `.next/`. */
export const MIGRATIONS_FOLDER = join(process.cwd(), "src/bff/db/migrations");

export function dbConfigFromEnv(env: Env = currentEnv()): DbConfig {
  const url = databaseUrl(env);
  return url ? { driver: "postgres", url } : { driver: "pglite", dataDir: pgliteDataDir(env) };
}

export async function createDb(config: DbConfig): Promise<DbHandle> {
  return config.driver === "postgres" ? openPostgres(config.url) : openPgliteDir(config.dataDir);
}

async function openPgliteDir(dataDir: string | null): Promise<DbHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return openPglite(dataDir ? new PGlite(dataDir) : new PGlite());
}

/** Wraps and migrates a PGlite instance; the handle's close closes it. */
export async function openPglite(client: PGlite): Promise<DbHandle> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

async function openPostgres(url: string): Promise<DbHandle> {
  // Notices ("relation already exists, skipping") from the migrator are noise, not news.
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  try {
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.end();
    throw error;
  }
  return { db, close: () => client.end({ timeout: 5 }) };
}
