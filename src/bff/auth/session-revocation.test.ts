import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createBffDispatcher } from "../http/dispatch";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { createAuth, sessionControlOf, sessionCustomerOf, sessionStorageOf, type Auth } from "./auth";
import { createMemorySessionStorage, createRedisSessionStorage, type SessionStorage } from "./session-storage";

/**
 * Sessions are read from better-auth's secondary storage, and ending them is immediate
 * everywhere. With Redis, two instances (two auths with a connection each) on one database; on
 * the embedded default, one instance and its in-process store.
 */
const REDIS_URL = "redis://127.0.0.1:6379";
const SECRET = "test-secret-0123456789-abcdefghijklmnop";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`[session-revocation.test] Redis at ${REDIS_URL} does not answer: the two-instance tests are skipped.`);

interface Instance {
  auth: Auth;
  get(path: string, cookie: string): Promise<number>;
  post(path: string, cookie: string): Promise<number>;
  signOut(cookie: string): Promise<number>;
}

function instanceOn(env: SeededTestEnv, sessionStorage: SessionStorage): Instance {
  const auth = createAuth({ db: env.db, secret: SECRET, origin: TEST_ORIGIN, sessionStorage });
  const dispatch = createBffDispatcher({
    getDb: async () => env.db,
    getSessionCustomer: (headers) => sessionCustomerOf(auth, env.db, headers),
    getSessionControl: async () => sessionControlOf(auth),
    now: () => TEST_NOW,
  });
  const call = async (method: string, path: string, cookie: string) =>
    (await dispatch(new Request(`${TEST_ORIGIN}/portal/api/bff${path}`, { method, headers: { cookie, origin: TEST_ORIGIN } }))).status;
  return {
    auth,
    get: (path, cookie) => call("GET", path, cookie),
    post: (path, cookie) => call("POST", path, cookie),
    signOut: async (cookie) =>
      (await auth.handler(new Request(`${TEST_ORIGIN}/portal/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } })))
        .status,
  };
}

describe.skipIf(!redisUp)(`two instances sharing Redis (skipped when ${REDIS_URL} does not answer)`, () => {
  const prefix = `portal-test-${randomBytes(6).toString("hex")}:`;
  let env: SeededTestEnv;
  let connections: Redis[];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    env = await openSeededTestEnv();
    connections = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    a = instanceOn(env, createRedisSessionStorage(connections[0]!, prefix));
    b = instanceOn(env, createRedisSessionStorage(connections[1]!, prefix));
  });
  afterAll(async () => {
    const [redis] = connections;
    const keys = (await redis?.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await redis?.del(...keys);
    await Promise.all(connections.map((connection) => connection.quit()));
    await env.close();
  });

  it("keeps sessions under the prefix with the session's lifetime as TTL", async () => {
    const cookie = await signIn(a.auth, "paul.plan@demo.portal");
    const token = decodeURIComponent(cookie.split("=")[1]!.split(".")[0]!);
    const ttl = await connections[0]!.ttl(`${prefix}session:${token}`);
    expect(ttl).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it("a session made on A works on B", async () => {
    const cookie = await signIn(a.auth, "anna.aktiv@demo.portal");
    expect(await b.get("/deals/deal-anna-active", cookie)).toBe(200);
    expect(await a.get("/deals/deal-anna-active", cookie)).toBe(200);
  });

  it("signed out on B, A refuses the session at once", async () => {
    const cookie = await signIn(a.auth, "anna.aktiv@demo.portal");
    expect(await a.get("/deals", cookie)).toBe(200);
    expect(await b.get("/deals", cookie)).toBe(200);
    expect(await b.signOut(cookie)).toBe(200);
    expect(await a.get("/deals", cookie)).toBe(401);
    expect(await b.get("/deals", cookie)).toBe(401);
  });

  it("an account deletion request on B ends every session of the customer on A and B at once", async () => {
    const onA = await signIn(a.auth, "nora.neu@demo.portal");
    const onB = await signIn(b.auth, "nora.neu@demo.portal");
    for (const instance of [a, b]) for (const cookie of [onA, onB]) expect(await instance.get("/deals", cookie)).toBe(200);
    expect(await b.post("/deletion-request", onB)).toBe(200);
    for (const instance of [a, b]) for (const cookie of [onA, onB]) expect(await instance.get("/deals", cookie)).toBe(401);
    // Another customer's session is untouched.
    const paul = await signIn(b.auth, "paul.plan@demo.portal");
    expect(await a.get("/deals", paul)).toBe(200);
  });

  it("a changed customer is read afresh on every instance once its change is announced", async () => {
    const cookie = await signIn(a.auth, "emil.ende@demo.portal");
    const headers = new Headers({ cookie });
    expect((await sessionCustomerOf(b.auth, env.db, headers))?.firstName).toBe("Emil");
    const { customer } = await import("../db/schema");
    const { eq } = await import("drizzle-orm");
    await env.db.update(customer).set({ firstname: "Emilio" }).where(eq(customer.userId, "user-emil"));
    expect((await sessionCustomerOf(b.auth, env.db, headers))?.firstName).toBe("Emil"); // cached
    await sessionControlOf(a.auth).customerChanged("user-emil");
    expect((await sessionCustomerOf(b.auth, env.db, headers))?.firstName).toBe("Emilio");
  });
});

describe("the in-process store (embedded default)", () => {
  let env: SeededTestEnv;
  let one: Instance;

  beforeAll(async () => {
    env = await openSeededTestEnv({ embedded: true });
    one = instanceOn(env, createMemorySessionStorage());
  });
  afterAll(async () => {
    await env.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses a signed-out session at once", async () => {
    const cookie = await signIn(one.auth, "anna.aktiv@demo.portal");
    expect(await one.get("/deals", cookie)).toBe(200);
    expect(await one.signOut(cookie)).toBe(200);
    expect(await one.get("/deals", cookie)).toBe(401);
  });

  it("refuses every session of a customer at once after an account deletion request", async () => {
    const [first, second] = [await signIn(one.auth, "nora.neu@demo.portal"), await signIn(one.auth, "nora.neu@demo.portal")];
    for (const cookie of [first, second]) expect(await one.get("/deals", cookie)).toBe(200);
    expect(await one.post("/deletion-request", first)).toBe(200);
    for (const cookie of [first, second]) expect(await one.get("/deals", cookie)).toBe(401);
    expect(await sessionStorageOf(one.auth).get("customer:user-nora")).toBeNull();
  });

  it("answers a GET of a deal with one database query once the session is known (PGlite)", async () => {
    const cookie = await signIn(one.auth, "bruno.bruecke@demo.portal");
    expect(await one.get("/deals/deal-bruno-ordered", cookie)).toBe(200); // caches the customer
    const queries = vi.spyOn(PGlite.prototype, "query");
    expect(await one.get("/deals/deal-bruno-ordered", cookie)).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);
    // Another customer's deal: the same one query, a bare 404.
    queries.mockClear();
    expect(await one.get("/deals/deal-anna-active", cookie)).toBe(404);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it("falls back to the database row when the store lacks the session (a restarted process)", async () => {
    const cookie = await signIn(one.auth, "sina.swap@demo.portal");
    const restarted = instanceOn(env, createMemorySessionStorage());
    expect(await restarted.get("/deals", cookie)).toBe(200);
    expect(await restarted.signOut(cookie)).toBe(200);
    // The row is gone; the first store still holds the session, which is why several instances need Redis.
    expect(await instanceOn(env, createMemorySessionStorage()).get("/deals", cookie)).toBe(401);
  });
});

describe("Redis unreachable", () => {
  let env: SeededTestEnv;
  let unreachable: Redis;

  beforeAll(async () => {
    env = await openSeededTestEnv();
    // Nothing listens on port 1: the connection never becomes ready.
    unreachable = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 1, retryStrategy: () => 1_000 });
    unreachable.on("error", () => {});
  });
  afterAll(async () => {
    unreachable.disconnect();
    await env.close();
  });

  it("a signed-in customer is read from the database row, and a sign-out ends the session at once", async () => {
    const cookie = await signIn(instanceOn(env, createMemorySessionStorage()).auth, "anna.aktiv@demo.portal");
    const redisDown = instanceOn(env, createRedisSessionStorage(unreachable, "portal-test-down:"));
    expect(await redisDown.get("/deals", cookie)).toBe(200);
    expect(await redisDown.get("/deals", "better-auth.session_token=forged.token")).toBe(401);
    expect(await redisDown.signOut(cookie)).toBe(200);
    expect(await redisDown.get("/deals", cookie)).toBe(401);
    expect(await instanceOn(env, createMemorySessionStorage()).get("/deals", cookie)).toBe(401);
  });

  it.skipIf(!redisUp)("a key deleted while Redis was away is deleted there once it is back", async () => {
    const redis = new Redis(REDIS_URL);
    const prefix = `portal-test-${randomBytes(6).toString("hex")}:`;
    const storage = createRedisSessionStorage(redis, prefix);
    try {
      await storage.set("token-1", "session", 60);
      expect(await redis.exists(`${prefix}session:token-1`)).toBe(1);
      redis.disconnect();
      await storage.delete("token-1");
      expect(await storage.get("token-1")).toBeNull();
      await redis.connect();
      expect(await storage.get("token-1")).toBeNull();
      await expect.poll(() => redis.exists(`${prefix}session:token-1`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe("createMemorySessionStorage", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("honours the TTL", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const storage = createMemorySessionStorage();
    await storage.set("k", "v", 10);
    await storage.set("forever", "v");
    vi.setSystemTime(Date.now() + 9_000);
    expect(await storage.get("k")).toBe("v");
    vi.setSystemTime(Date.now() + 2_000);
    expect(await storage.get("k")).toBeNull();
    expect(await storage.get("forever")).toBe("v");
  });

  it("counts with the TTL set when the counter is created", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const storage = createMemorySessionStorage();
    expect(await storage.increment("n", 60)).toBe(1);
    vi.setSystemTime(Date.now() + 30_000);
    expect(await storage.increment("n", 60)).toBe(2);
    vi.setSystemTime(Date.now() + 31_000);
    expect(await storage.increment("n", 60)).toBe(1);
  });

  it("holds at most its bound, dropping the oldest written first", async () => {
    const storage = createMemorySessionStorage(3);
    for (const key of ["a", "b", "c"]) await storage.set(key, key, 60);
    expect(await storage.get("a")).toBe("a"); // reading does not keep it
    await storage.set("d", "d", 60);
    expect(storage.size()).toBe(3);
    expect(await storage.get("a")).toBeNull();
    expect(await storage.getAndDelete("b")).toBe("b");
    expect(await storage.get("b")).toBeNull();
  });
});
