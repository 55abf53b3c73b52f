import { join } from "node:path";

/**
 * The environment the embedded BFF reads, typed in one place. Functions take the environment
 * as a parameter (default `process.env`) so tests can pass their own. Not marked `server-only`:
 * the seed CLI reads it under plain Node.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** Where the embedded defaults keep their files: the PGlite data directory and the auth secret. */
export function portalDataDir(env: Env = process.env): string {
  return env.PORTAL_DATA_DIR || ".data";
}

/** A PostgreSQL server instead of the embedded PGlite, when set. */
export function databaseUrl(env: Env = process.env): string | null {
  return env.DATABASE_URL || null;
}

export function pgliteDataDir(env: Env = process.env): string {
  return join(portalDataDir(env), "pglite");
}

/** The origin the browser sees the portal on; sign-in cookies and trusted origins derive from it. */
export function portalOrigin(env: Env = process.env): string {
  const configured = env.PORTAL_ORIGIN || `http://localhost:${env.PORT || "3000"}`;
  return new URL(configured).origin;
}

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === "production";
}

/** `TRUSTED_PROXIES`: the proxies whose forwarded headers name the client (`bff/auth/client-address.ts`). */
export function trustedProxiesSetting(env: Env = process.env): string | undefined {
  return env.TRUSTED_PROXIES;
}
