/**
 * The typed client for the endpoint catalogue. Every answer is `{ data, status }`; a network
 * failure yields status 500 with empty data (deals.md section 7). The session travels as its
 * cookie; extra headers (an Idempotency-Key) go along with it, never instead of it.
 */
import { buildPath, ENDPOINT_ROUTES } from "./endpoint-routes";
import type { EndpointName, ResponseOf } from "./endpoints";

export interface ApiResult<T> {
  data: T | null;
  status: number;
}

export interface CallOptions {
  params?: Record<string, string>;
  /** JSON body, or query parameters for GET (null and undefined values are skipped). */
  body?: Record<string, unknown>;
  /** Sent besides the session cookie, e.g. an `idempotency-key`. */
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Prefix for server-side calls (`http://localhost:3000`); the browser uses relative paths. */
  origin?: string;
}

export async function callEndpoint<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<ApiResult<ResponseOf<N>>> {
  const endpoint = ENDPOINT_ROUTES[name];
  let url = (options.origin ?? "") + buildPath(endpoint.path, options.params);
  const init: RequestInit = {
    method: endpoint.method,
    credentials: "include",
    headers: options.headers,
    signal: options.signal,
  };
  if (endpoint.method === "GET") {
    const query = toQuery(options.body);
    if (query) url += `?${query}`;
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { "content-type": "application/json", ...options.headers };
  }
  try {
    const response = await fetch(url, init);
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
