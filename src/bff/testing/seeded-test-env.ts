/**
 * Shared setup of the BFF integration tests: one fresh, migrated and seeded database per test
 * file (in-memory PGlite, or a throw-away database on `DATABASE_URL`), the auth built on it,
 * and a sign-in that returns the session cookie the way a browser would send it back.
 */
import { createAuth, sessionControlOf, sessionCustomerOf, type Auth } from "../auth/auth";
import { createMemorySessionStorage } from "../auth/session-storage";
import { createBffDispatcher } from "../http/dispatch";
import type { Db } from "../db/create-db";
import { seed } from "../db/seed";
import { openTestDb } from "../db/test-db";
import { currentEnv } from "../../lib/env";
import { dayjs, TIME_ZONE, type Dayjs } from "../../lib/clock";

/** A fixed "now" (a Tuesday in Berlin winter time) so derived dates are the same on every run. */
export const TEST_NOW: Dayjs = dayjs.tz("2026-03-10 10:00", TIME_ZONE);
export const TEST_ORIGIN = "http://localhost:3000";
export const DEMO_PASSWORD = "Portal-Demo-2026";

export interface SeededTestEnv {
  db: Db;
  auth: Auth;
  close(): Promise<void>;
}

/**
 * `{ embedded: true }` opens in-memory PGlite even where `DATABASE_URL` names a server (npm test
 * runs the unit files on PostgreSQL when one answers): for the tests of the embedded default itself.
 */
export async function openSeededTestEnv({ embedded = false }: { embedded?: boolean } = {}): Promise<SeededTestEnv> {
  const handle = await openTestDb(embedded ? { ...currentEnv(), DATABASE_URL: "" } : currentEnv());
  await seed(handle.db, { now: TEST_NOW });
  // A store of its own, even with REDIS_URL set: test files share user ids, not sessions.
  const auth = createAuth({
    db: handle.db,
    secret: "test-secret-0123456789-abcdefghijklmnop",
    origin: TEST_ORIGIN,
    sessionStorage: createMemorySessionStorage(),
  });
  return { db: handle.db, auth, close: handle.close };
}

export function signInRequest(email: string, password: string, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_ORIGIN}/portal/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** A browser's request to the BFF (`/portal/api/bff` + path) on the test origin, with the session cookie and a JSON body. */
export function bffRequest(path: string, cookie: string, { method = "GET", body }: { method?: string; body?: unknown } = {}): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, cookie });
  if (body !== undefined) headers.set("content-type", "application/json");
  return new Request(`${TEST_ORIGIN}/portal/api/bff${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Signs in and returns the `Cookie` header value carrying the session. */
export async function signIn(auth: Auth, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await auth.handler(signInRequest(email, password));
  if (response.status !== 200) throw new Error(`Sign-in as ${email} failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The BFF dispatcher on the test database, its sessions and the fixed "now": what the route serves. */
export function testDispatcher(env: SeededTestEnv): (request: Request) => Promise<Response> {
  return createBffDispatcher({
    getDb: async () => env.db,
    getSessionCustomer: (headers) => sessionCustomerOf(env.auth, env.db, headers),
    getSessionControl: async () => sessionControlOf(env.auth),
    now: () => TEST_NOW,
  });
}
