import "server-only";
import { Redis } from "ioredis";
import { redisUrl } from "@/lib/env";

// On globalThis like the database: dev-server reloads and Next's separately bundled parts (the
// proxy, route handlers, the cache handler) of one process share one connection.
const holder = globalThis as typeof globalThis & { __portalRedis?: Redis | null };

/**
 * The shared Redis connection when `REDIS_URL` is set, else null (the embedded default keeps that
 * state in the process). Connects on first use; commands issued while it reconnects are queued.
 */
export function getRedis(): Redis | null {
  if (holder.__portalRedis !== undefined) return holder.__portalRedis;
  const url = redisUrl();
  holder.__portalRedis = url ? createRedis(url) : null;
  return holder.__portalRedis;
}

/** A connection of its own, e.g. for a subscriber (a subscribed connection can issue nothing else). */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  redis.on("error", (error: Error) => console.error("[redis]", error.message));
  return redis;
}
