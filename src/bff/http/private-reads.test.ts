import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from "vitest";
import { createMemoryDataChanges } from "@/lib/private-cache/data-changes.server";
import { PrivateCache } from "@/lib/private-cache/private-cache";
import { sessionControlOf, sessionCustomerOf, sessionStorageOf } from "../auth/auth";
import { liveSessionOf } from "../auth/live-session";
import type { SessionCustomer } from "../auth/session-customer";
import { bffRequest, openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { createBffDispatcher, type CachedRead } from "./dispatch";

/**
 * Docs/performance.md "Private cache": a plain read of a live session is answered again from
 * its copy, without the session's customer, the ownership check or the query; a write of the
 * customer's (or of a member of their company) outdates it at once; a session that ended gets
 * nothing from it.
 */
const SECRET = "test-secret-0123456789-abcdefghijklmnop";

let env: SeededTestEnv;
let sessionReads: Mock<(headers: Headers) => Promise<SessionCustomer | null>>;
let dispatch: (request: Request) => Promise<Response>;

beforeAll(async () => {
  env = await openSeededTestEnv();
  const changes = createMemoryDataChanges();
  sessionReads = vi.fn((headers: Headers) => sessionCustomerOf(env.auth, env.db, headers));
  dispatch = createBffDispatcher({
    getDb: async () => env.db,
    getSessionCustomer: sessionReads,
    getSessionControl: async () => sessionControlOf(env.auth),
    now: () => TEST_NOW,
    privateCache: {
      liveSession: (cookie) => liveSessionOf(cookie, sessionStorageOf(env.auth), SECRET, Date.now()),
      // No margin: in one process the clock is one clock.
      reads: new PrivateCache<CachedRead>({ maxBytes: 1_000_000, marginMs: 0, lastChangeOf: changes.lastChangeOf }),
      dataChanged: changes.mark,
    },
  });
});
afterAll(async () => {
  await env.close();
});

async function call(path: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  const response = await dispatch(bffRequest(path, cookie, init));
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get("cache-control") };
}

/** Whether the answer came from the copy: the full way reads the session's customer, the copy does not. */
async function servedFromCopy(run: () => Promise<unknown>): Promise<boolean> {
  const before = sessionReads.mock.calls.length;
  await run();
  return sessionReads.mock.calls.length === before;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the private cache of BFF reads", () => {
  it("answers a session's second read of its deal from the copy, byte for byte, never stored by the browser", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const first = await call("/deals/deal-anna-active", anna);
    expect(first.status).toBe(200);
    await tick();
    let second: Awaited<ReturnType<typeof call>> | undefined;
    expect(await servedFromCopy(async () => (second = await call("/deals/deal-anna-active", anna)))).toBe(true);
    expect(second).toEqual(first);
    expect(second?.cacheControl).toBe("no-store");
  });

  it("reads afresh after the customer's own write, and shows it", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const before = await call("/active-fleet?car_id=car-anna-id3", anna);
    expect(before.status).toBe(200);
    await tick();
    expect(await servedFromCopy(() => call("/active-fleet?car_id=car-anna-id3", anna))).toBe(false); // not a cached read
    await call("/deals/deal-anna-active", anna);
    await tick();
    expect(await servedFromCopy(() => call("/deals/deal-anna-active", anna))).toBe(true);

    const reported = await call("/deals/deal-anna-active/mileage-report", anna, {
      method: "POST",
      body: { current_mileage: 9_100, dealId: "deal-anna-active" },
    });
    expect(reported.status).toBe(200);
    expect(await servedFromCopy(() => call("/deals/deal-anna-active", anna))).toBe(false);
  });

  it("keeps one copy per session and never answers another customer's or an ended session from it", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    await call("/deals", anna);
    const paulsList = await call("/deals", paul);
    expect(paulsList.body).not.toContain("deal-anna-active");
    await tick();
    expect(await servedFromCopy(() => call("/deals", anna))).toBe(true);

    const signOut = await env.auth.handler(
      new Request(`${TEST_ORIGIN}/portal/api/auth/sign-out`, { method: "POST", headers: { cookie: anna, origin: TEST_ORIGIN } }),
    );
    expect(signOut.status).toBe(200);
    expect((await call("/deals", anna)).status).toBe(401);
    // A forged signature on a live token is not the session either.
    const forged = paul.replace(/\.[^.;]+(;|$)/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D$1");
    expect((await call("/deals", forged)).status).toBe(401);
  });

  it("ends with every session of the customer at once (what a deletion request does)", async () => {
    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    await call("/deals", paul);
    await tick();
    expect(await servedFromCopy(() => call("/deals", paul))).toBe(true);
    const userId = (await sessionCustomerOf(env.auth, env.db, new Headers({ cookie: paul })))?.userId ?? "";
    await sessionControlOf(env.auth).endAll(userId);
    expect((await call("/deals", paul)).status).toBe(401);
  });

  it("outdates every company member's reads when one of them writes", async () => {
    const fleetManager = await signIn(env.auth, "fabian.flotte@demo.portal");
    const driver = await signIn(env.auth, "dirk.dienstwagen@demo.portal");
    expect((await call("/deals", fleetManager)).status).toBe(200);
    await tick();
    expect(await servedFromCopy(() => call("/deals", fleetManager))).toBe(true);
    const reported = await call("/deals/deal-fabian-dirk/mileage-report", driver, {
      method: "POST",
      body: { current_mileage: 30_000, dealId: "deal-fabian-dirk" },
    });
    expect(reported.status).toBe(200);
    expect(await servedFromCopy(() => call("/deals", fleetManager))).toBe(false);
  });
});
