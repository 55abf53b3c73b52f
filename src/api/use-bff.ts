import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import { bffKey, type BffKey, type BffRequest, type ReadEndpointName } from "./bff-keys";
import { callEndpoint, type BffRequestOf, type RequestArgs, type RequestOf } from "./client";
import { endpoints, type EndpointName, type ResponseOf } from "./endpoints";
import type { ReadPolicy } from "./read-policies";

/**
 * The client data layer: every read of the browser goes through `useBff` over the endpoint
 * catalogue, keyed by `bffKey`, with the catalogue's read policy (account.md §7); features wrap
 * it in a `useX` hook per read (`features/<domain>/api/use-x.ts`). Writes keep using the typed
 * client (`callEndpoint`) and then revalidate the reads they change (`revalidateBff` of
 * `bff-keys.ts`, which a form can import without the catalogue and its schemas).
 */

/** An answer other than 2xx (a network failure is status 500, deals.md §7), with what came back. */
export class ApiError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`${endpoint} answered ${status}`);
    this.name = "ApiError";
  }
}

/** The fetcher behind `useBff`: the typed client, with a failed answer thrown (so SWR retries it). */
export async function fetchBff<N extends ReadEndpointName>([, name, params, body]: BffKey<N>): Promise<ResponseOf<N> | null> {
  // The key was built from a request typed by `useBff`'s caller (`BffRequestOf<N>`).
  const request = { params, body: Object.keys(body).length > 0 ? body : undefined } as unknown as RequestOf<N>;
  const { data, status } = await callEndpoint<N>(name, ...([request] as RequestArgs<N>));
  if (status < 200 || status >= 300) throw new ApiError(name, status, data);
  return data;
}

/** A catalogue read policy as SWR options. */
export function swrOptionsOf(policy: ReadPolicy | undefined): SWRConfiguration {
  if (!policy) return {};
  const options: SWRConfiguration = {};
  if (policy.dedupeMs !== undefined) options.dedupingInterval = policy.dedupeMs;
  if (policy.retries !== undefined) {
    options.shouldRetryOnError = policy.retries > 0;
    options.errorRetryCount = policy.retries;
  }
  if (policy.revalidateOnFocus !== undefined) options.revalidateOnFocus = policy.revalidateOnFocus;
  return options;
}

export type BffResponse<N extends ReadEndpointName> = SWRResponse<ResponseOf<N> | null, ApiError>;

/**
 * Reads one endpoint of the catalogue; `request` null reads nothing (yet). The catalogue's read
 * policy applies, `options` on top (e.g. `fallbackData` rendered by the server). A 2xx answer
 * with an empty body reads as null.
 */
export function useBff<N extends ReadEndpointName>(
  name: N,
  request: BffRequestOf<N> | null,
  options: SWRConfiguration<ResponseOf<N> | null, ApiError> = {},
): BffResponse<N> {
  const endpoint = endpoints[name];
  const policy = "read" in endpoint ? endpoint.read : undefined;
  return useSWR<ResponseOf<N> | null, ApiError, BffKey<N> | null>(request ? bffKey(name, request as BffRequest) : null, fetchBff, {
    ...swrOptionsOf(policy),
    ...options,
  });
}
