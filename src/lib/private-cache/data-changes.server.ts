import "server-only";
import type { Redis } from "ioredis";
import { getRedis } from "@/lib/redis/client.server";
import { PRIVATE_COPY_MAX_AGE_MS } from "./private-cache";

/**
 * When a customer's data last changed, per tag (`user:<id>`, `company:<id>`, `data-tags.ts`): what
 * outdates the private copies of their pages and BFF reads (docs/performance.md "Private cache"). Only changes
 * younger than a copy's longest life matter, so each is kept that long plus a margin and then
 * forgotten: the record never grows with the number of customers.
 *
 * With `REDIS_URL` a change is a key with that TTL and every check reads it (MGET, one round trip):
 * a write answered by one instance outdates the copies of every instance before its answer leaves,
 * so the customer's next request, wherever it lands, sees it. Redis unreachable: the check fails
 * and the caller renders afresh. Without Redis, a Map in this process.
 */
export interface DataChanges {
  mark(tags: readonly string[], at?: number): Promise<void>;
  /** The newest change of these tags, 0 when none is remembered; throws when it cannot be known. */
  lastChangeOf(tags: readonly string[]): Promise<number>;
}

/** Longer than any copy lives, so a change is remembered as long as a copy could predate it. */
const REMEMBER_MS = PRIVATE_COPY_MAX_AGE_MS * 2;

export function createMemoryDataChanges(now: () => number = Date.now): DataChanges {
  const changedAt = new Map<string, number>();
  let prunedAt = now();
  const prune = () => {
    const limit = now() - REMEMBER_MS;
    if (prunedAt > limit) return;
    prunedAt = now();
    for (const [tag, at] of changedAt) if (at < limit) changedAt.delete(tag);
  };
  return {
    async mark(tags, at = now()) {
      prune();
      for (const tag of tags) changedAt.set(tag, Math.max(at, changedAt.get(tag) ?? 0));
    },
    async lastChangeOf(tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, changedAt.get(tag) ?? 0);
      return latest;
    },
  };
}

export function createRedisDataChanges(redis: Redis, prefix = "portal:data-changed:", now: () => number = Date.now): DataChanges {
  return {
    async mark(tags, at = now()) {
      if (tags.length === 0) return;
      const batch = redis.multi();
      for (const tag of tags) batch.set(`${prefix}${tag}`, String(at), "PX", REMEMBER_MS);
      await batch.exec();
    },
    async lastChangeOf(tags) {
      if (tags.length === 0) return 0;
      if (redis.status !== "ready") throw new Error("Redis is not connected");
      const values = await redis.mget(tags.map((tag) => `${prefix}${tag}`));
      return Math.max(0, ...values.map((value) => Number(value ?? 0)));
    },
  };
}

// On globalThis: the BFF (a route) marks, the proxy's page cache checks; bundled apart, one process.
const holder = globalThis as typeof globalThis & { __portalDataChanges?: DataChanges };

/** Redis when `REDIS_URL` is set, else this process's record. */
export function dataChanges(): DataChanges {
  if (holder.__portalDataChanges) return holder.__portalDataChanges;
  const redis = getRedis();
  return (holder.__portalDataChanges = redis ? createRedisDataChanges(redis) : createMemoryDataChanges());
}

/**
 * Records a change of these customers' data, after the write committed. A mark that cannot be
 * written (Redis away) is logged, not thrown: the write itself succeeded, and the copies it
 * should have outdated end within their `PRIVATE_COPY_MAX_AGE_MS`.
 */
export async function markDataChanged(tags: readonly string[]): Promise<void> {
  try {
    await dataChanges().mark(tags);
  } catch (error) {
    console.error("[private-cache] recording a data change failed", error);
  }
}
