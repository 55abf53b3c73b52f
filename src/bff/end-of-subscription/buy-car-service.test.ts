import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buyCarOffer, outboxMessage } from "../db/schema";
import { listOutbox } from "../outbox/outbox";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { getCarInventory, requestBuyCarOffer } from "./buy-car-service";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let kai: string;
let viktor: string;
let anna: string;
beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  [kai, viktor, anna] = await Promise.all([
    signIn(env.auth, "kai.kauf@demo.portal"),
    signIn(env.auth, "viktor.verlaengerung@demo.portal"),
    signIn(env.auth, "anna.aktiv@demo.portal"),
  ]);
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.db.delete(buyCarOffer);
  await env.db.delete(outboxMessage);
});

const KAI = "customer-kai";
const BUY = "deal-kai-buy";

async function call(method: "GET" | "POST", path: string, cookie: string, idempotencyKey?: string) {
  const headers: Record<string, string> = { cookie, origin: TEST_ORIGIN };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  const response = await dispatch(new Request(`${TEST_ORIGIN}/portal/api/bff${path}`, { method, headers }));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("GET …/inventory/{carId} (deals.md §3 Inventory item, §7: data.data.inventory)", () => {
  it("answers the inventory vehicle of a car the customer drives, in EUR", async () => {
    expect(await call("GET", "/inventory/car-kai-model-y", kai)).toEqual({
      status: 200,
      json: {
        data: {
          inventory: {
            finn_car_id: "car-kai-model-y",
            vin: "LRWYGCEK0PC000340",
            aop_rv_presale_target: 28_000,
            aop_stock_rv_damage_equivalent: 600,
            aop_stock_rv_km_equivalent: 900,
          },
        },
      },
    });
  });
  it("answers null for the customer's car without an inventory vehicle", async () => {
    expect(await getCarInventory(env.db, KAI, "car-kai-born")).toEqual({ data: { inventory: null } });
  });
  it("answers 404 for another customer's car, inventory or not", async () => {
    expect((await call("GET", "/inventory/car-kai-model-y", anna)).status).toBe(404);
    expect((await call("GET", "/inventory/car-viktor-ioniq5", kai)).status).toBe(404);
    expect((await call("GET", "/inventory/no-such-car", kai)).status).toBe(404);
  });
});

describe("POST …/deals/{id}/buy-car-offer (deals.md §4, §7, §9)", () => {
  it("records the offer the BFF computed and enqueues the automation call with vin, dealId and price", async () => {
    const answer = await call("POST", `/deals/${BUY}/buy-car-offer`, kai, "buy-1");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ deal_id: BUY, vin: "LRWYGCEK0PC000340", price: 26_500, estimate: 34_270, delivery: "pending" });
    const [message] = await listOutbox(env.db);
    expect(message).toMatchObject({ topic: "buy-offer", status: "pending", payload: { vin: "LRWYGCEK0PC000340", dealId: BUY, price: 26_500 } });
    const latest = await call("GET", `/deals/${BUY}/buy-car-offer`, kai);
    expect(latest).toEqual({ status: 200, json: { offer: answer.json } });
  });

  it("computes the business customer's price the same way (29,230.10 → 29,230 EUR)", async () => {
    const answer = await call("POST", "/deals/deal-viktor-prolong/buy-car-offer", viktor, "buy-b2b");
    expect(answer.json).toMatchObject({ price: 29_230, estimate: 37_620 });
  });

  it("writes once per Idempotency-Key, however often it arrives", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => call("POST", `/deals/${BUY}/buy-car-offer`, kai, "buy-twice")));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
    expect(await env.db.select().from(buyCarOffer).where(eq(buyCarOffer.dealId, BUY))).toHaveLength(1);
    expect(await listOutbox(env.db)).toHaveLength(1);
  });

  it("refuses a car without an inventory vehicle with 409 and writes nothing", async () => {
    const answer = await call("POST", "/deals/deal-kai-keep/buy-car-offer", kai, "buy-keep");
    expect(answer).toEqual({ status: 409, json: expect.objectContaining({ code: "buy_car_not_offered" }) });
    expect(await env.db.select().from(buyCarOffer)).toHaveLength(0);
    expect(await listOutbox(env.db)).toHaveLength(0);
  });

  it("answers 404 for another customer's deal and writes nothing", async () => {
    expect((await call("POST", `/deals/${BUY}/buy-car-offer`, anna, "buy-foreign")).status).toBe(404);
    expect((await call("GET", `/deals/${BUY}/buy-car-offer`, anna)).status).toBe(404);
    expect(await requestBuyCarOffer(env.db, "customer-anna", BUY, TEST_NOW)).toBeNull();
    expect(await listOutbox(env.db)).toHaveLength(0);
  });

  it("refuses once the selector is gone (a deal ending in more than 3 months)", async () => {
    await expect(requestBuyCarOffer(env.db, KAI, BUY, TEST_NOW.subtract(60, "day"))).rejects.toMatchObject({ code: "buy_car_not_offered" });
  });
});
