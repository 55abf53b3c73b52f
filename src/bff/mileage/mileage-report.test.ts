import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mileageReport } from "../db/schema";
import { FIONA_MAXIMUM_MILEAGE } from "../db/seed/personas/drivers";
import { openSeededTestEnv, signIn, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let anna: string;
let paul: string;

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  anna = await signIn(env.auth, "anna.aktiv@demo.portal");
  paul = await signIn(env.auth, "paul.plan@demo.portal");
});
afterAll(async () => {
  await env.close();
});

async function call(path: string, { method = "GET", cookie, body }: { method?: string; cookie?: string; body?: unknown } = {}) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await dispatch(
    new Request(`${TEST_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const report = (dealId: string, body: unknown, cookie = anna) =>
  call(`/portal/api/bff/deals/${dealId}/mileage-report`, { method: "POST", cookie, body });
const reportsOf = (dealId: string) => env.db.select().from(mileageReport).where(eq(mileageReport.dealId, dealId));

describe("POST /deals/{id}/mileage-report (deals.md §3, §5, §7)", () => {
  // Anna's ID.3 was handed over 122 days before TEST_NOW at 15 km, with 1,500 km a month for 12
  // months at 0.20 EUR per extra km. 7,015 km is 7,000 km in 4.06 months (8 Nov 11:30 to 10 Mar 10:00).
  it("answers the estimate from the deal's data and stores the report", async () => {
    const { status, json } = await report("deal-anna-active", { current_mileage: 7_015, dealId: "deal-anna-active" });
    expect(status).toBe(200);
    expect(json).toEqual({
      monthly_mileage_usage: 1_723,
      monthly_mileage_excess: 223,
      estimated_total_mileage_usage: 20_676,
      estimated_total_excess: 2_676,
      estimated_total_excess_mileage_cost: 535.2,
      recommended_mileage_package: { mileage_package: 2_000, mileage_package_fee: 25 },
    });
    const rows = await reportsOf("deal-anna-active");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerId: "customer-anna",
      currentMileage: 7_015,
      monthlyMileageExcess: 223,
      recommendedMileagePackage: 2_000,
    });
  });

  it("makes the last report the latest mileage, and takes a lower reading too: §5 names no lower bound, a mistyped reading is corrected", async () => {
    const latest = await call("/portal/api/bff/active-fleet?car_id=car-anna-id3", { cookie: anna });
    expect(latest).toEqual({ status: 200, json: { mileage: 7_015, maximum_mileage: 100_000 } });
    const lower = await report("deal-anna-active", { current_mileage: 7_000 });
    expect(lower.status).toBe(200);
    expect((await reportsOf("deal-anna-active")).map((row) => row.currentMileage)).toEqual(expect.arrayContaining([7_015, 7_000]));
  });

  // The codes the UI words; numbers strictly as JSON integers or digit
  // strings ("0x10" was stored as 16, "1e5" as 100000).
  it.each([
    [{ current_mileage: 100_001 }, { code: "mileage_above_limit", values: { maximum: 100_000 } }],
    [{ current_mileage: 8_000.5 }, { code: "integer" }],
    [{ current_mileage: -1 }, { code: "min", values: { min: 0 } }],
    [{ current_mileage: "viel" }, { code: "integer" }],
    [{ current_mileage: "0x10" }, { code: "integer" }],
    [{ current_mileage: "1e5" }, { code: "integer" }],
    [{ current_mileage: [20] }, { code: "integer" }],
    [{ current_mileage: " 20 " }, { code: "integer" }],
    [{ current_mileage: "8000.0" }, { code: "integer" }],
    [{ current_mileage: "" }, { code: "integer" }],
    [{ current_mileage: true }, { code: "integer" }],
    [{ current_mileage: null }, { code: "required" }],
    [{ current_mileage: 2_147_483_648 }, { code: "max" }],
    [{}, { code: "required" }],
    [
      { current_mileage: 8_000, dealId: "deal-anna-return" },
      { path: "dealId", code: "deal_id_mismatch" },
    ],
  ])("refuses %j with 422 and the issue's code, and stores nothing", async (body, issue) => {
    const before = (await reportsOf("deal-anna-active")).length;
    const { status, json } = await report("deal-anna-active", body);
    expect(status).toBe(422);
    expect(json).toMatchObject({
      error: "invalid_request",
      reason: expect.any(String),
      issues: [{ path: "current_mileage", message: expect.any(String), ...issue }],
    });
    expect(await reportsOf("deal-anna-active")).toHaveLength(before);
  });

  it("takes a reading as a JSON integer or a string of digits", async () => {
    expect((await report("deal-anna-active", { current_mileage: "8000" })).status).toBe(200);
    expect((await call("/portal/api/bff/active-fleet?car_id=car-anna-id3", { cookie: anna })).json).toMatchObject({ mileage: 8_000 });
    expect((await report("deal-anna-active", { current_mileage: 8_001 })).status).toBe(200);
  });

  it("accepts the limit itself", async () => {
    expect((await report("deal-anna-active", { current_mileage: 100_000 })).status).toBe(200);
  });

  it("holds a car to a limit of its own: Fiona's ID.3 at 60,000 km, not the default (deals.md §5)", async () => {
    const fiona = await signIn(env.auth, "fiona.fahrerin@demo.portal");
    const latest = await call("/portal/api/bff/active-fleet?car_id=car-fiona-id3", { cookie: fiona });
    expect(latest.json).toMatchObject({ maximum_mileage: FIONA_MAXIMUM_MILEAGE });
    const above = await report("deal-fiona-active", { current_mileage: FIONA_MAXIMUM_MILEAGE + 1 }, fiona);
    expect(above.status).toBe(422);
    expect(above.json.issues).toMatchObject([{ code: "mileage_above_limit", values: { maximum: 60_000 } }]);
    expect(await reportsOf("deal-fiona-active")).toHaveLength(0);
    expect((await report("deal-fiona-active", { current_mileage: FIONA_MAXIMUM_MILEAGE }, fiona)).status).toBe(200);
  });

  it("answers 404 for another customer's deal and 401 without a session, storing nothing", async () => {
    expect((await report("deal-anna-return", { current_mileage: 9_000 }, paul)).status).toBe(404);
    expect((await report("deal-anna-return", { current_mileage: 9_000 }, "")).status).toBe(401);
    expect(await reportsOf("deal-anna-return")).toHaveLength(0);
  });

  it("answers 409 with the reason for a deal without a car on the road", async () => {
    const { status, json } = await report("deal-paul-created", { current_mileage: 10 }, paul);
    expect(status).toBe(409);
    expect(json).toEqual({
      error: "conflict",
      code: "mileage_not_reportable",
      reason: "Mileage is reported only for an active subscription with a car",
    });
  });

  it("gives the latest mileage only for a car of the customer's active deals", async () => {
    expect((await call("/portal/api/bff/active-fleet?car_id=car-anna-born", { cookie: anna })).json).toEqual({
      mileage: 22,
      maximum_mileage: 100_000,
    });
    expect((await call("/portal/api/bff/active-fleet?car_id=car-anna-id3", { cookie: paul })).status).toBe(404);
    expect((await call("/portal/api/bff/active-fleet?car_id=car-anna-enyaq", { cookie: anna })).status).toBe(404); // ended
  });
});

describe("the estimated cost is the final settlement's: the loyalty level's free kilometres are not charged (account.md §9)", () => {
  // The four loyalty personas drive the same ID.3 (handed over 92 days before TEST_NOW at 10 km,
  // 1,500 km a month for 12 months, 0.20 EUR per extra km); one reading gives one excess for all.
  // None of them has an ended deal, so the free kilometres are still theirs (§9 "once").
  it.each([
    ["silke.silber@demo.portal", "deal-silke-active", "Silver", 0],
    ["gero.gold@demo.portal", "deal-gero-active", "Gold", 250],
    ["bianca.black@demo.portal", "deal-bianca-active", "Black", 1_000],
  ])("%s on %s (%s): %i km free", async (email, dealId, _level, free) => {
    const cookie = await signIn(env.auth, email);
    const { status, json } = await report(dealId, { current_mileage: 6_010 }, cookie);
    expect(status).toBe(200);
    const excess = json.estimated_total_excess as number;
    expect(excess).toBeGreaterThan(1_000);
    expect(json.estimated_total_excess_mileage_cost).toBeCloseTo(((excess - free) * 20) / 100, 2);
  });
});
