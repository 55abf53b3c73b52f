/** Types of `next-cache-handler.mjs` (plain JavaScript, loaded by Next outside its bundles). */
import type { Redis } from "ioredis";

export declare const ENTRY_TTL_SECONDS: number;
export declare const GET_TIMEOUT_MS: number;

export interface CacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export declare function parseEntry(text: string): unknown;
export declare function stringifyEntry(entry: unknown): string;
export declare function tagVerdict(
  staleAt: (string | null)[],
  expiredAt: (string | null)[],
  lastModified: number,
  now?: number,
): "expired" | "stale" | "fresh";

export default class RedisCacheHandler {
  constructor(context: { serverDistDir?: string });
  readonly buildId: string;
  redis: Redis | null;
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[]; revalidate?: number | false }): Promise<CacheEntry | null>;
  set(
    key: string,
    data: unknown,
    ctx: { fetchCache?: boolean; tags?: string[]; cacheControl?: { revalidate: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
