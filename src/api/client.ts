/**
 * The typed client for the endpoint catalogue. Every answer is `{ data, status }`; a network
 * failure yields status 500 with empty data (deals.md section 7); a write whose session ended sends
 * the customer to sign in (`session-ended.ts`). The session travels as its
 * cookie; a creating call's Idempotency-Key goes along with it. Parameters, body and key are typed
 * from the catalogue (type-only: the page's JavaScript carries the generated routes, not the schemas).
 */
import { buildPath, ENDPOINT_ROUTES } from "./endpoint-routes";
import { signInIfSessionEnded } from "./session-ended";
import type { Schema } from "yup";
import type { EndpointName, endpoints, ResponseOf } from "./endpoints";

export interface ApiResult<T> {
  data: T | null;
  status: number;
}

type Definition<N extends EndpointName> = (typeof endpoints)[N];

/** The `{name}` placeholders of a path template. */
type PlaceholdersOf<Path> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** An endpoint's path parameters, named by its path in the catalogue. */
export type ParamsOf<N extends EndpointName> = Record<PlaceholdersOf<Definition<N>["path"]>, string>;

/** The body an endpoint reads (or its query, for a GET), as the catalogue's schema types it. */
export type BodyOf<N extends EndpointName> = Definition<N>["body"] extends Schema<infer Body> ? Body : never;

/**
 * What a call of endpoint `N` sends, typed from the catalogue: its path's parameters, its body,
 * and for an endpoint that `creates` a record an Idempotency-Key (one per attempt of the
 * customer's: a retry after a lost answer sends the same, so it writes once; `useIdempotencyKey`).
 */
export type RequestOf<N extends EndpointName> = ([PlaceholdersOf<Definition<N>["path"]>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<N> }) &
  ([BodyOf<N>] extends [never] ? { body?: undefined } : Record<string, never> extends BodyOf<N> ? { body?: BodyOf<N> } : { body: BodyOf<N> }) &
  (Definition<N> extends { creates: true } ? { idempotencyKey: string } : { idempotencyKey?: undefined }) & {
    signal?: AbortSignal;
    /** Headers a call of the spec names (e.g. `request-source` of the upload-URL call, account.md §7). */
    headers?: Readonly<Record<string, string>>;
    /** Prefix for server-side calls (`http://localhost:3000`); the browser uses relative paths. */
    origin?: string;
  };

/** What a read sends (`useBff`): its path parameters and its query or body. */
export type BffRequestOf<N extends EndpointName> = Pick<RequestOf<N>, "params" | "body">;

/** `RequestOf<N>`, optional where the endpoint needs nothing. */
export type RequestArgs<N extends EndpointName> = object extends RequestOf<N> ? [request?: RequestOf<N>] : [request: RequestOf<N>];

/** Calls endpoint `name` of the catalogue: the one way the browser (and server-side callers) reach the BFF. */
export async function callEndpoint<N extends EndpointName>(name: N, ...[request]: RequestArgs<N>): Promise<ApiResult<ResponseOf<N>>> {
  const options: RequestOf<N> | Record<string, never> = request ?? {};
  const endpoint = ENDPOINT_ROUTES[name];
  let url = (options.origin ?? "") + buildPath(endpoint.path, options.params);
  const headers: Record<string, string> = { ...options.headers, ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}) };
  const init: RequestInit = { method: endpoint.method, credentials: "include", headers, signal: options.signal };
  const body = options.body as Record<string, unknown> | undefined;
  if (endpoint.method === "GET") {
    const query = toQuery(body);
    if (query) url += `?${query}`;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "content-type": "application/json", ...headers };
  }
  try {
    const response = await fetch(url, init);
    // The page is being left for the sign-in: the caller shows no failure meanwhile.
    if (signInIfSessionEnded(endpoint.method, url, response.status)) return await new Promise<never>(() => {});
    const data = await readJson<ResponseOf<N>>(response);
    return { data, status: response.status };
  } catch {
    return { data: null, status: 500 };
  }
}

function toQuery(body: Record<string, unknown> | undefined): string {
  if (!body) return "";
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  return query.toString();
}

async function readJson<T>(response: Response): Promise<T | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
