/**
 * The security suite's setup: the seeded BFF and auth routes in-process on a fresh
 * database (PGlite, or the server of DATABASE_URL), requests built from the endpoint catalogue,
 * and checksums of every table to prove that a refused request wrote nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { buildPath, endpoints, type Endpoint } from "@/api/endpoints";
import { BUSINESS_CHECK_PATH, handleAuthRequest } from "../http/auth-route";
import { sessionControlOf, sessionCustomerOf } from "../auth/auth";
import type { Db } from "../db/client";
import { createBffDispatcher, type BffDependencies } from "../http/dispatch";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";

export interface SecurityEnv extends SeededTestEnv {
  /** Answers a request the way the app's routes do: BFF paths by the dispatcher, auth paths by better-auth. */
  fetch(request: Request): Promise<Response>;
  signIn(email: string): Promise<string>;
}

/** `throttle`: the public writes' allowance (`perClientPerMinute`), uncounted unless a suite gives one. */
export async function openSecurityEnv({ throttle }: Pick<BffDependencies, "throttle"> = {}): Promise<SecurityEnv> {
  const env = await openSeededTestEnv();
  const dispatch = createBffDispatcher({
    getDb: async () => env.db,
    getSessionCustomer: (headers) => sessionCustomerOf(env.auth, env.db, headers),
    getSessionControl: async () => sessionControlOf(env.auth),
    now: () => TEST_NOW,
    throttle,
  });
  return {
    ...env,
    fetch: (request) =>
      new URL(request.url).pathname.startsWith("/portal/api/auth/") || new URL(request.url).pathname === BUSINESS_CHECK_PATH
        ? handleAuthRequest(request, { auth: env.auth, db: env.db, now: TEST_NOW })
        : dispatch(request),
    signIn: (email) => signIn(env.auth, email),
  };
}

export const SERVED_ENDPOINTS = (Object.keys(ENDPOINT_EXAMPLES) as ServedEndpoint[]).sort();
export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Whether the endpoint is still planned (501); none this app serves is now, a new one may be. */
export const isPlanned = (name: ServedEndpoint): boolean => (endpoints[name] as Endpoint).status === "planned";

export interface RequestOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** Overrides the example's input (body, or query for GET); `null` sends none. */
  input?: unknown;
  params?: Record<string, string>;
  contentType?: string;
}

/** A request to a served endpoint, built from its catalogue entry and its example. */
export function requestFor(name: ServedEndpoint, options: RequestOptions = {}): Request {
  const endpoint = endpoints[name];
  const example = ENDPOINT_EXAMPLES[name];
  let url = `${TEST_ORIGIN}${buildPath(endpoint.path, { ...example.params, ...options.params })}`;
  const input = options.input === undefined ? ("input" in example ? example.input : undefined) : options.input;
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined;
  if (endpoint.method === "GET" || endpoint.method === "DELETE") {
    if (input && typeof input === "object") url += `?${new URLSearchParams(input as Record<string, string>).toString()}`;
  } else if (input !== null && input !== undefined) {
    body = typeof input === "string" ? input : JSON.stringify(input);
    headers.set("content-type", options.contentType ?? "application/json");
  }
  return new Request(url, { method: endpoint.method, headers, body });
}

export async function readAnswer(response: Response): Promise<{ status: number; text: string; json: unknown }> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a file or an empty answer
  }
  return { status: response.status, text, json };
}

/** An md5 of every row of every table: equal before and after means nothing was written. One query for all tables. */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  if (tables.length === 0) return {};
  const perTable = tables.map(
    (table) =>
      sql`select ${table}::text as table_name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(table)} t`,
  );
  const sums = rowsOf<{ table_name: string; sum: string }>(await db.execute(sql.join(perTable, sql` union all `)));
  return Object.fromEntries(sums.map((row) => [row.table_name, row.sum]));
}

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * Opens a security env for the calling test file before its tests, with Anna (the customer every
 * suite attacks with) signed in, and closes it after them: `withSecurityEnv((opened) => ({ env, anna } = opened))`.
 */
export function withSecurityEnv(ready: (opened: { env: SecurityEnv; anna: string }) => void): void {
  let env: SecurityEnv | undefined;
  beforeAll(async () => {
    env = await openSecurityEnv();
    ready({ env, anna: await env.signIn("anna.aktiv@demo.portal") });
  });
  afterAll(async () => {
    await env?.close();
  });
}
