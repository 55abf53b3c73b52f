import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryDataChanges, createRedisDataChanges } from "./data-changes.server";
import { PRIVATE_COPY_MAX_AGE_MS } from "./private-cache";

const REDIS_URL = "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG" ? redis : null;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await redisAnswers();
afterAll(() => redis?.disconnect());

describe("the data-change record in this process", () => {
  it("answers the newest change of the tags asked for, and forgets changes no copy can predate", async () => {
    const clock = { now: 1_000_000 };
    const changes = createMemoryDataChanges(() => clock.now);
    await changes.mark(["user:anna", "company:flottenwerk"]);
    clock.now += 10;
    await changes.mark(["user:paul"]);
    expect(await changes.lastChangeOf(["user:anna"])).toBe(1_000_000);
    expect(await changes.lastChangeOf(["user:anna", "user:paul"])).toBe(1_000_010);
    expect(await changes.lastChangeOf(["user:gero"])).toBe(0);
    expect(await changes.lastChangeOf([])).toBe(0);

    clock.now += 2 * PRIVATE_COPY_MAX_AGE_MS + 1;
    await changes.mark(["user:gero"]); // the next mark prunes what is older than any copy
    expect(await changes.lastChangeOf(["user:anna", "user:paul"])).toBe(0);
    expect(await changes.lastChangeOf(["user:gero"])).toBe(clock.now);
  });
});

describe.skipIf(!redis)("the data-change record in Redis (two instances)", () => {
  it("is read by another instance at once, and each key expires after twice a copy's life", async () => {
    if (!redis) return;
    const prefix = `test:${randomBytes(6).toString("hex")}:data-changed:`;
    const other = redis.duplicate();
    try {
      await other.connect();
      const a = createRedisDataChanges(redis, prefix);
      const b = createRedisDataChanges(other, prefix);
      await a.mark(["user:anna"], 1_234);
      expect(await b.lastChangeOf(["user:anna", "user:paul"])).toBe(1_234);
      expect(await b.lastChangeOf(["user:paul"])).toBe(0);
      const ttl = await redis.pttl(`${prefix}user:anna`);
      expect(ttl).toBeGreaterThan(PRIVATE_COPY_MAX_AGE_MS);
      expect(ttl).toBeLessThanOrEqual(2 * PRIVATE_COPY_MAX_AGE_MS);
      await redis.del(`${prefix}user:anna`);
    } finally {
      other.disconnect();
    }
  });

  it("refuses to answer while Redis is not connected (the copy is then not trusted)", async () => {
    const offline = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await expect(createRedisDataChanges(offline, "test:offline:").lastChangeOf(["user:anna"])).rejects.toThrow(/not connected/);
    offline.disconnect();
  });
});
