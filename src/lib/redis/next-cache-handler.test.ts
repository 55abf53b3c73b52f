import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, REDIS_PORT } from "../../../tests/helpers/services";
import RedisCacheHandler, { parseEntry, stringifyEntry, tagVerdict } from "./next-cache-handler.mjs";

/**
 * The Redis cache handler of two instances sharing one content cache (docs/operations.md "Two instances"),
 * against the Redis server on 127.0.0.1:6379 and through Next's own IncrementalCache, which is
 * what decides fresh, stale (served, refreshed in the background) or missing.
 */
const redisUp = await answers(REDIS_PORT);
if (!redisUp) console.warn(`next-cache-handler: Redis SKIPPED, nothing answers on 127.0.0.1:${REDIS_PORT}`);

describe("entries in Redis", () => {
  it("keep Buffers and Maps of Buffers (the RSC payload and its segments) through JSON", () => {
    const entry = {
      lastModified: 1,
      value: { kind: "APP_PAGE", html: "<p>x</p>", rscData: Buffer.from([0, 255, 10]), segmentData: new Map([["/a", Buffer.from("seg")]]) },
      tags: ["cms"],
    };
    const back = parseEntry(stringifyEntry(entry)) as typeof entry;
    expect(Buffer.isBuffer(back.value.rscData) && [...back.value.rscData]).toEqual([0, 255, 10]);
    expect(back.value.segmentData.get("/a")?.toString()).toBe("seg");
    expect(back.tags).toEqual(["cms"]);
  });

  it("are judged against their tags' marks like Next's own handler", () => {
    const now = 10_000;
    expect(tagVerdict([null], [null], 5_000, now)).toBe("fresh");
    expect(tagVerdict(["4000"], [null], 5_000, now)).toBe("fresh"); // marked before it was written
    expect(tagVerdict(["6000"], [null], 5_000, now)).toBe("stale");
    expect(tagVerdict(["6000"], ["7000"], 5_000, now)).toBe("expired");
    expect(tagVerdict(["6000"], ["20000"], 5_000, now)).toBe("stale"); // expires later, stale now
  });
});

describe.skipIf(!redisUp)("two instances sharing Redis", () => {
  const tag = `test:${randomUUID()}`;
  const softTag = `_N_T_/test-${randomUUID()}`;
  let connections: Redis[] = [];
  let distDir: string;

  /** An instance: its own connection and Next's IncrementalCache over the handler, as `next start` makes per request. */
  function instance() {
    const redis = new Redis(`redis://127.0.0.1:${REDIS_PORT}`, { maxRetriesPerRequest: 2 });
    connections.push(redis);
    const holder = globalThis as { __portalRedis?: Redis | null };
    holder.__portalRedis = redis;
    const cache = new IncrementalCache({
      dev: false,
      requestHeaders: {},
      serverDistDir: join(distDir, "server"),
      previewProps: { previewModeId: "x", previewModeEncryptionKey: "x", previewModeSigningKey: "x" },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: "x" } } as never,
      CurCacheHandler: RedisCacheHandler as never,
    });
    holder.__portalRedis = undefined;
    return cache;
  }

  const context = { kind: "FETCH", revalidate: 300, tags: [tag], softTags: [softTag], fetchIdx: 0, fetchUrl: "unstable_cache test" } as const;
  const store = (cache: IncrementalCache, key: string, body: string) =>
    cache.set(key, { kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300 } as never, {
      fetchCache: true,
      tags: [tag],
      fetchIdx: 0,
      fetchUrl: "unstable_cache test",
    });
  const read = async (cache: IncrementalCache, key: string) => {
    const entry = await cache.get(key, context as never);
    return entry && { isStale: entry.isStale, body: (entry.value as { data: { body: string } } | null)?.data.body };
  };

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), "next-cache-"));
    // A build id of its own: these entries never meet the app's.
    await writeFile(join(distDir, "BUILD_ID"), `test-${randomUUID()}`);
  });
  afterAll(async () => {
    const redis = connections[0];
    if (redis) {
      const keys = await redis.keys(`portal:next-cache:entry:test-*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.hdel("portal:next-cache:tag-stale", tag, softTag);
      await redis.hdel("portal:next-cache:tag-expired", tag, softTag);
    }
    await Promise.all(connections.map((redis) => redis.quit()));
    connections = [];
    await rm(distDir, { recursive: true, force: true });
  });

  it("an entry written by one instance is read by the other", async () => {
    const [a, b] = [instance(), instance()];
    await store(a, "shared-entry", '"page v1"');
    expect(await read(b, "shared-entry")).toEqual({ isStale: false, body: '"page v1"' });
    expect(await read(b, "never-written")).toBeNull();
  });

  it("a tag revalidated on one instance makes the other serve the entry stale once, then the refreshed one", async () => {
    const [a, b] = [instance(), instance()];
    await store(a, "swr-entry", '"page v1"');
    expect(await read(b, "swr-entry")).toEqual({ isStale: false, body: '"page v1"' });

    // The webhook's revalidateTag(tag, "max"): stale now, expired in a year.
    await a.revalidateTag([tag], { expire: 365 * 24 * 60 * 60 });
    // B never heard of it in its process, yet serves the cached page as stale: that visit gets it
    // at once and Next refreshes it in the background ...
    expect(await read(b, "swr-entry")).toEqual({ isStale: true, body: '"page v1"' });
    await store(b, "swr-entry", '"page v2"');
    // ... and the visit after that gets the refreshed entry, on either instance.
    expect(await read(a, "swr-entry")).toEqual({ isStale: false, body: '"page v2"' });
    expect(await read(b, "swr-entry")).toEqual({ isStale: false, body: '"page v2"' });
  });

  it("a soft tag (a path's) revalidated marks the entry stale as well", async () => {
    const [a, b] = [instance(), instance()];
    await store(a, "soft-entry", '"page v1"');
    await b.revalidateTag(softTag, { expire: 60 });
    expect(await read(a, "soft-entry")).toMatchObject({ isStale: true });
  });

  it("a tag expired at once (revalidateTag without a profile) is a miss on every instance", async () => {
    const [a, b] = [instance(), instance()];
    await store(a, "expired-entry", '"page v1"');
    await a.revalidateTag(tag);
    expect(await read(b, "expired-entry")).toBeNull();
    await store(b, "expired-entry", '"page v2"');
    expect(await read(a, "expired-entry")).toEqual({ isStale: false, body: '"page v2"' });
  });

  it("Redis not answering is a miss and a log line, never a failed request", async () => {
    const handler = new RedisCacheHandler({ serverDistDir: join(distDir, "server") });
    const unreachable = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    unreachable.on("error", () => {});
    handler.redis = unreachable;
    const errors: string[] = [];
    const original = console.error;
    console.error = (...parts: unknown[]) => void errors.push(parts.join(" "));
    try {
      expect(await handler.get("any", { kind: "FETCH", tags: [tag] })).toBeNull();
      await handler.set("any", { kind: "FETCH" }, { fetchCache: true, tags: [tag] });
      await handler.revalidateTag(tag, { expire: 60 });
    } finally {
      console.error = original;
      unreachable.disconnect();
    }
    expect(errors.join("\n")).toMatch(/read of any failed[\s\S]*write of any failed[\s\S]*revalidating .* failed/);
  });
});
