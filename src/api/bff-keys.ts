import type { endpoints, EndpointName } from "./endpoints";
import type { ReadPolicy } from "./read-policies";

/**
 * The cache keys of `useBff` (`use-bff.ts`) and the revalidation after a write. Apart from
 * `use-bff.ts` so that a form which only revalidates does not ship the endpoint catalogue and its
 * schemas to the browser (per-route client code); it imports the catalogue's types only.
 */

type Catalogue = typeof endpoints;

/** GETs that answer JSON, and the POSTs the catalogue marks as reads. */
export type ReadEndpointName = {
  [N in EndpointName]: Catalogue[N] extends { download: true } ? never : Catalogue[N] extends { method: "GET" } | { read: ReadPolicy } ? N : never;
}[EndpointName];

export interface BffRequest {
  /** Path placeholders of the catalogue's template. */
  params?: Record<string, string>;
  /** Query parameters of a GET, the JSON body of a read by POST. */
  body?: Record<string, unknown>;
}

export type BffKey<N extends ReadEndpointName = ReadEndpointName> = readonly ["bff", N, Record<string, string>, Record<string, unknown>];

/** One cache key per endpoint and request; SWR hashes objects by sorted keys, so order does not matter. */
export function bffKey<N extends ReadEndpointName>(name: N, request: BffRequest = {}): BffKey<N> {
  return ["bff", name, request.params ?? {}, request.body ?? {}];
}

export function isBffKey(key: unknown): key is BffKey {
  return Array.isArray(key) && key[0] === "bff" && typeof key[1] === "string";
}

/** Whether a cached key is a read of `name` whose params include the given ones; no name: every read. */
export function matchesBffKey(key: unknown, name?: ReadEndpointName, params: Record<string, string> = {}): boolean {
  if (!isBffKey(key)) return false;
  if (name === undefined) return true;
  return key[1] === name && Object.entries(params).every(([param, value]) => key[2][param] === value);
}

/**
 * For writes: reads again what a write changed. `revalidateBff("getPreReturnAppraisal", { id })`
 * reads every cached request of that endpoint for this deal; `revalidateBff()` every cached read.
 * SWR loads with the first call: a page whose only client code is a form does not ship it (issue
 * 11), a page that reads has it already. It works on SWR's default cache, the one the portal
 * reads through (it sets no cache provider of its own).
 */
export async function revalidateBff(name?: ReadEndpointName, params?: Record<string, string>): Promise<void> {
  const { mutate } = await import("swr");
  await mutate((key) => matchesBffKey(key, name, params));
}
