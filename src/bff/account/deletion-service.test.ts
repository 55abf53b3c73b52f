import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer, session } from "../db/schema";
import { deletionRequestedAt as requestedAtOf, isDeletionRequested } from "./deletion-service";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
});
afterAll(async () => {
  await env.close();
});

async function call(path: string, cookie: string, method = "GET") {
  const response = await dispatch(new Request(`${TEST_ORIGIN}/portal/api/bff${path}`, { method, headers: { cookie, origin: TEST_ORIGIN } }));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const deletionRequestedAt = async (customerId: string) =>
  (await env.db.select({ at: customer.deletionRequestedAt }).from(customer).where(eq(customer.id, customerId)))[0]?.at ?? null;

describe("POST /deletion-request (account.md §4, §7; issue 5: deletion ends the session)", () => {
  it("refuses while a subscription runs or is on order, naming those deals, and changes nothing", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const answer = await call("/deletion-request", anna, "POST");
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error: "conflict", reason: expect.any(String) });
    expect((answer.json.dealsPreventingAccountDeletion as string[]).sort()).toEqual([
      "deal-anna-active",
      "deal-anna-plan",
      "deal-anna-return",
      "deal-anna-soon",
    ]);
    expect(await deletionRequestedAt("customer-anna")).toBeNull();
    expect((await call("/deals", anna)).status).toBe(200); // still signed in
  });

  it("stores the request of a customer without running deals and ends every session of theirs", async () => {
    const [first, second] = [await signIn(env.auth, "nora.neu@demo.portal"), await signIn(env.auth, "nora.neu@demo.portal")];
    const answer = await call("/deletion-request", first, "POST");
    expect(answer).toEqual({ status: 200, json: { is_deletion_requested: true, deletion_requested_at: TEST_NOW.toISOString() } });
    expect((await deletionRequestedAt("customer-nora"))?.toISOString()).toBe(TEST_NOW.toISOString());
    expect((await call("/deals", first)).status).toBe(401);
    expect((await call("/deals", second)).status).toBe(401);
    expect(await env.db.select().from(session).where(eq(session.userId, "user-nora"))).toEqual([]);

    // Signed in again within the 48 hours, asking again answers the first request.
    const again = await signIn(env.auth, "nora.neu@demo.portal");
    expect(await call("/deletion-request", again, "POST")).toEqual(answer);
    // What the account page names while the request is pending: the first request's time.
    expect((await requestedAtOf(env.db, "customer-nora"))?.toISOString()).toBe(TEST_NOW.toISOString());
    expect(await isDeletionRequested(env.db, "customer-nora")).toBe(true);
    expect(await requestedAtOf(env.db, "customer-anna")).toBeNull();
    expect(await isDeletionRequested(env.db, "customer-anna")).toBe(false);
  });

  it("lets a customer with only finished or aborted subscriptions ask", async () => {
    const emil = await signIn(env.auth, "emil.ende@demo.portal");
    expect((await call("/deletion-request", emil, "POST")).status).toBe(200);
    expect(await deletionRequestedAt("customer-emil")).not.toBeNull();
    expect(await deletionRequestedAt("customer-anna")).toBeNull();
  });
});
