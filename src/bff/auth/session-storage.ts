import "server-only";
import type { BetterAuthOptions } from "better-auth";
import type { Redis } from "ioredis";
import { getRedis } from "@/lib/redis/client.server";

/**
 * better-auth's secondary storage (sessions, the list of a user's sessions, the marker of
 * sessions revoked before a time, its rate-limit counters) and the session customer cache
 * (`session-customer.ts`): Redis when `REDIS_URL` is set, shared by every instance, else a store
 * in this process. better-auth keeps the sessions in the database too (`auth.ts`): a key missing
 * here falls back to the database row, so this store may forget a session, never keep a revoked
 * one (every revocation goes through better-auth, which deletes both).
 */
export type SessionStorage = NonNullable<BetterAuthOptions["secondaryStorage"]>;

/** Keys of the portal's shared state in Redis begin with this; the storage adds `session:`. */
export const REDIS_KEY_PREFIX = "portal:";
/** Entries of the in-process store; beyond it the oldest entries go (their sessions are read from the database). */
const MEMORY_MAX_ENTRIES = 20_000;

/** INCR with the TTL set only when the counter is created (better-auth's `increment` contract), in one step. */
const INCREMENT_SCRIPT = `local value = redis.call("INCR", KEYS[1])
if value == 1 then redis.call("EXPIRE", KEYS[1], ARGV[1]) end
return value`;

/**
 * Sessions in Redis under `<prefix>session:`, each with the TTL better-auth gives (seconds).
 *
 * While Redis cannot be reached, a read is a miss, answered at once: better-auth then reads the
 * session's database row, so signed-in customers keep working. A delete (a sign-out) cannot fail
 * then: better-auth would keep the row and still report the sign-out done. So the key is
 * remembered as deleted, read as a miss, and deleted in Redis when it is back; better-auth
 * deletes the row, so every instance refuses the session at once. Other writes fail (a new
 * sign-in, a throttle count, an account deletion answer 500): nobody signs in unthrottled.
 */
export function createRedisSessionStorage(redis: Redis, prefix = REDIS_KEY_PREFIX): SessionStorage {
  const keyOf = (key: string) => `${prefix}session:${key}`;
  const deletedWhileDown = new Set<string>();
  redis.on("ready", () => {
    const keys = [...deletedWhileDown];
    if (keys.length > 0)
      void redis.del(...keys).then(
        () => keys.forEach((key) => deletedWhileDown.delete(key)),
        () => {},
      );
  });
  return {
    get: async (key) => {
      if (redis.status !== "ready" || deletedWhileDown.has(keyOf(key))) return null;
      try {
        return await redis.get(keyOf(key));
      } catch {
        return null;
      }
    },
    getAndDelete: (key) => redis.getdel(keyOf(key)),
    set: async (key, value, ttl) => {
      if (ttl !== undefined && ttl > 0) await redis.set(keyOf(key), value, "EX", Math.ceil(ttl));
      else await redis.set(keyOf(key), value);
      deletedWhileDown.delete(keyOf(key));
    },
    delete: async (key) => {
      try {
        if (redis.status !== "ready") throw new Error("Redis is not connected");
        await redis.del(keyOf(key));
      } catch {
        deletedWhileDown.add(keyOf(key));
      }
    },
    increment: async (key, ttl) => Number(await redis.eval(INCREMENT_SCRIPT, 1, keyOf(key), String(Math.max(1, Math.ceil(ttl))))),
  };
}

interface MemoryEntry {
  value: string;
  /** Epoch milliseconds; Infinity without a TTL. */
  expiresAt: number;
}

/**
 * The embedded default: a Map with expiry, bounded. When full it drops expired entries, then the
 * oldest written (first in, first out, never least recently read: a revocation marker is written
 * after the sessions it revokes, so it never goes before them). One process only: with several
 * instances, a sign-out on one would not reach another's store, which is what `REDIS_URL` is for.
 */
export function createMemorySessionStorage(maxEntries = MEMORY_MAX_ENTRIES): SessionStorage & { size(): number } {
  const entries = new Map<string, MemoryEntry>();
  const live = (key: string): MemoryEntry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const write = (key: string, value: string, ttl: number | undefined) => {
    entries.delete(key); // re-written entries move to the end
    entries.set(key, { value, expiresAt: ttl !== undefined && ttl > 0 ? Date.now() + ttl * 1000 : Number.POSITIVE_INFINITY });
    if (entries.size > maxEntries) makeRoom();
  };
  const makeRoom = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    get: (key) => live(key)?.value ?? null,
    getAndDelete: (key) => {
      const value = live(key)?.value ?? null;
      entries.delete(key);
      return value;
    },
    set: (key, value, ttl) => write(key, value, ttl),
    delete: (key) => {
      entries.delete(key);
    },
    increment: (key, ttl) => {
      const entry = live(key);
      const value = (entry ? Number(entry.value) : 0) + 1;
      if (entry) entry.value = String(value);
      else write(key, String(value), ttl);
      return value;
    },
    size: () => entries.size,
  };
}

// On globalThis like the database: Next's separately bundled parts of one process share one store.
const holder = globalThis as typeof globalThis & { __portalSessionStorage?: SessionStorage };

/**
 * Redis when `REDIS_URL` is set, else this process's store: one per process, shared by the auth
 * and the private cache's session check (`live-session.ts`, per request), so a key deleted while
 * Redis was away is known to both and no listener is added per call.
 */
export function sessionStorageFromEnv(): SessionStorage {
  if (holder.__portalSessionStorage) return holder.__portalSessionStorage;
  const redis = getRedis();
  return (holder.__portalSessionStorage = redis ? createRedisSessionStorage(redis) : createMemorySessionStorage());
}
