// @ts-check
/**
 * Next's incremental cache (`cacheHandler` in next.config.ts) in Redis, so that several instances
 * behind a proxy share one content cache and its tags (docs/operations.md "Two instances"). The app's content
 * cache is `unstable_cache` (`cms/get-page.server.ts`), whose entries reach this handler as FETCH
 * entries; pages are rendered per request, and the few static ones (`_not-found`) come as APP_PAGE.
 * next.config.ts names this file only when `REDIS_URL` is set: without it Next's own handler (disk
 * and memory, per instance) stays.
 *
 * Plain JavaScript, not TypeScript: Next loads this file with Node's `import()` at run time, outside
 * its bundles, so neither the `@/` alias nor a `.ts` file can be imported here (types are checked
 * through `next-cache-handler.d.mts` and the tests).
 *
 * In Redis, under `portal:next-cache:`:
 *   - `entry:<build id>:<key>`: one entry (JSON, Buffers and Maps encoded), with its tags, for at
 *     most ENTRY_TTL_SECONDS. Keyed by build: another build's pages reference other chunks.
 *   - `tag-stale` and `tag-expired`: hashes from tag to the time (ms) `revalidateTag` marked it.
 *     Shared by every build and instance: a publish webhook on one instance reaches all.
 *
 * Semantics as Next's own handler (`incremental-cache/file-system-cache.js`): `revalidateTag(tag,
 * { expire })` (the webhook's profile "max") marks the tag stale now, and expired after `expire`;
 * `revalidateTag(tag)` expires it now. An entry written before its tag expired is a miss (a
 * blocking read); one written before its tag went stale is returned as stale, so the visit gets
 * it at once and Next refreshes it in the background (stale-while-revalidate). Next reads
 * staleness from the entry's age, so a stale entry is returned with an age past its lifetime.
 * Redis failing or slow (GET_TIMEOUT_MS) is a miss and a logged line, never a failed request.
 */
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { Redis } from "ioredis";

const PREFIX = "portal:next-cache:";
const STALE_TAGS = `${PREFIX}tag-stale`;
const EXPIRED_TAGS = `${PREFIX}tag-expired`;
/** Bounds the store: an entry nobody writes again for this long goes (stale entries are kept for SWR and CMS outages). */
export const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;
/** A read slower than this is a miss: the page is read from the CMS rather than waiting on Redis. */
export const GET_TIMEOUT_MS = 1_000;
/** Where APP_PAGE, APP_ROUTE and PAGES entries carry their tags (Next's NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = "x-next-cache-tags";

/**
 * The process's shared connection: the same holder as `src/lib/redis/client.server.ts`, so the
 * app's bundles and this handler share one connection per process.
 * @returns {import("ioredis").Redis | null}
 */
function connection() {
  /** @type {typeof globalThis & { __portalRedis?: import("ioredis").Redis | null }} */
  const holder = globalThis;
  if (holder.__portalRedis !== undefined) return holder.__portalRedis;
  // eslint-disable-next-line no-restricted-properties -- loaded by Node outside the bundle (see above): src/lib/env.ts cannot be imported here.
  const url = process.env.REDIS_URL;
  if (!url) {
    holder.__portalRedis = null;
    return null;
  }
  // The options of createRedis in client.server.ts.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  redis.on("error", (/** @type {Error} */ error) => console.error("[redis]", error.message));
  holder.__portalRedis = redis;
  return redis;
}

/** @type {Map<string, string>} */
const buildIds = new Map();
/** The build's id from `.next/BUILD_ID` (next to the server directory), read once per directory. */
function buildIdOf(/** @type {string | undefined} */ serverDistDir) {
  if (!serverDistDir) return "unknown";
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      id = "unknown";
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

// --- Serialisation: entries hold Buffers (rscData, route bodies) and Maps (segmentData). ---------

/** @param {string} text */
export function parseEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$buffer === "string" && Object.keys(value).length === 1) return Buffer.from(value.$buffer, "base64");
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}

/** @param {unknown} entry */
export function stringifyEntry(entry) {
  return JSON.stringify(entry, function (key, value) {
    // `this[key]` is the value before Buffer's own toJSON ran.
    const original = /** @type {Record<string, unknown>} */ (this)[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString("base64") };
    if (original instanceof Uint8Array) return { $buffer: Buffer.from(original).toString("base64") };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value;
  });
}

/** The tags an entry is invalidated by: its own (fetch tags, or the response's tags header). */
function tagsOf(/** @type {any} */ data, /** @type {any} */ ctx) {
  if (Array.isArray(ctx?.tags)) return ctx.tags.filter((/** @type {unknown} */ tag) => typeof tag === "string");
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/**
 * How the tags' marks stand against an entry written at `lastModified`.
 * @param {(string | null)[]} staleAt @param {(string | null)[]} expiredAt
 * @returns {"expired" | "stale" | "fresh"}
 */
export function tagVerdict(staleAt, expiredAt, lastModified, now = Date.now()) {
  for (const raw of expiredAt) {
    const at = Number(raw);
    if (raw !== null && at <= now && at > lastModified) return "expired";
  }
  for (const raw of staleAt) if (raw !== null && Number(raw) > lastModified) return "stale";
  return "fresh";
}

/** @template T @param {Promise<T>} promise @returns {Promise<T>} */
function withTimeout(promise, milliseconds = GET_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    this.buildId = buildIdOf(context?.serverDistDir);
    /** The connection; a test may hand in its own. @type {import("ioredis").Redis | null} */
    this.redis = connection();
  }

  /** @param {string} key */
  entryKey(key) {
    return `${PREFIX}entry:${this.buildId}:${key}`;
  }

  /**
   * @param {string} key
   * @param {any} ctx `{ kind, tags?, softTags?, revalidate? }`
   */
  async get(key, ctx) {
    const redis = this.redis;
    if (!redis) return null;
    try {
      const requested = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
      const [text, knownMarks] = await withTimeout(Promise.all([redis.get(this.entryKey(key)), this.marksOf(requested)]));
      if (!text) return null;
      const entry = parseEntry(text);
      const own = (entry.tags ?? []).filter((/** @type {string} */ tag) => !requested.includes(tag));
      const ownMarks = own.length > 0 ? await withTimeout(this.marksOf(own)) : { stale: [], expired: [] };
      const verdict = tagVerdict([...knownMarks.stale, ...ownMarks.stale], [...knownMarks.expired, ...ownMarks.expired], entry.lastModified);
      if (verdict === "expired") return null;
      const value = { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl ?? undefined };
      if (verdict === "fresh") return value;
      // Stale: Next decides by age, so the entry is returned one second past its lifetime. A page
      // without a lifetime (revalidate false) can only be read anew.
      const lifetime = ctx?.revalidate || entry.value?.revalidate || entry.cacheControl?.revalidate;
      if (typeof lifetime !== "number") return null;
      return { ...value, lastModified: Date.now() - (lifetime + 1) * 1000 };
    } catch (error) {
      console.error(`[next-cache] read of ${key} failed, reading it anew: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** @param {string[]} tags */
  async marksOf(tags) {
    if (tags.length === 0 || !this.redis) return { stale: [], expired: [] };
    const [stale, expired] = await Promise.all([this.redis.hmget(STALE_TAGS, ...tags), this.redis.hmget(EXPIRED_TAGS, ...tags)]);
    return { stale, expired };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx `{ fetchCache?, tags?, cacheControl? }`
   */
  async set(key, data, ctx) {
    const redis = this.redis;
    if (!redis) return;
    const entry = {
      lastModified: Date.now(),
      value: data,
      tags: tagsOf(data, ctx),
      cacheControl: ctx?.fetchCache ? null : (ctx?.cacheControl ?? null),
    };
    try {
      await redis.set(this.entryKey(key), stringifyEntry(entry), "EX", ENTRY_TTL_SECONDS);
    } catch (error) {
      console.error(`[next-cache] write of ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations] given: stale now, expired after `expire` seconds; absent: expired now
   */
  async revalidateTag(tags, durations) {
    const redis = this.redis;
    const list = typeof tags === "string" ? [tags] : tags;
    if (!redis || list.length === 0) return;
    const now = Date.now();
    const marks = (/** @type {number} */ at) => list.flatMap((tag) => [tag, String(at)]);
    try {
      if (!durations) {
        await redis.hset(EXPIRED_TAGS, ...marks(now));
        return;
      }
      await Promise.all([
        redis.hset(STALE_TAGS, ...marks(now)),
        durations.expire === undefined ? null : redis.hset(EXPIRED_TAGS, ...marks(now + durations.expire * 1000)),
      ]);
    } catch (error) {
      // Only this instance learns of the change then; the content's lifetime (5 minutes) bounds the rest.
      console.error(`[next-cache] revalidating ${list.join(", ")} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Nothing is memoised per request: Next makes a handler per request and each read asks Redis. */
  resetRequestCache() {}
}
