import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deal, mileagePackageCatalogue, mileagePackageChange, outboxMessage } from "../db/schema";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { getMileagePackages, upgradeMileagePackage } from "./mileage-package-service";

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
afterAll(() => env.close());
beforeEach(async () => {
  await env.db.delete(mileagePackageChange);
  await env.db.delete(outboxMessage);
  await env.db.update(deal).set({ mileagePackage: 1500, amountCents: 54_900 }).where(eq(deal.id, "deal-anna-active"));
});

const ANNA = "customer-anna";
const BERND = "customer-bernd";
const DEAL = "deal-anna-active";

const dealRow = async (id = DEAL) => (await env.db.select().from(deal).where(eq(deal.id, id)))[0]!;
const changes = () => env.db.select().from(mileagePackageChange);
const outbox = () => env.db.select().from(outboxMessage);

async function call(path: string, { method = "GET", cookie, body }: { method?: string; cookie?: string; body?: unknown } = {}) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await dispatch(
    new Request(`${TEST_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

describe("GET …/deals/{id}/mileage_packages (deals.md §3, §4, §7)", () => {
  // Anna's ID.3: 1,500 km a month at 549 EUR, handed over 122 days before TEST_NOW (4 months driven), ends in about 8 months.
  it("offers the packages above the current one, priced from the list, with is_late_change, not cached", async () => {
    const { status, headers, json } = await call(`/portal/api/bff/deals/${DEAL}/mileage_packages`, { cookie: anna });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(json).toEqual({
      mileage_package: 1500,
      amount: 549,
      is_late_change: true,
      unavailable_reason: null,
      net_prices: false,
      available_mileage_packages: [
        { mileage_package: 2000, amount_change: 25, new_amount: 574, one_time_payment: 100 },
        { mileage_package: 2500, amount_change: 50, new_amount: 599, one_time_payment: 200 },
        { mileage_package: 3000, amount_change: 75, new_amount: 624, one_time_payment: 300 },
        { mileage_package: 4000, amount_change: 125, new_amount: 674, one_time_payment: 500 },
        { mileage_package: 5000, amount_change: 175, new_amount: 724, one_time_payment: 700 },
      ],
    });
  });

  it("tells Lea's lead that the package can be changed once the order is finished, refuses the PUT with 409 and writes nothing", async () => {
    const LEA = "customer-lea";
    expect(await getMileagePackages(env.db, LEA, "b2c", "deal-lea-lead", TEST_NOW)).toMatchObject({
      unavailable_reason: "mileage_upgrade_order_pending",
      available_mileage_packages: [],
    });
    const before = await dealRow("deal-lea-lead");
    await expect(upgradeMileagePackage(env.db, LEA, "b2c", "deal-lea-lead", { mileage_package: 2000 }, TEST_NOW)).rejects.toMatchObject({
      code: "mileage_upgrade_order_pending",
    });
    expect(await dealRow("deal-lea-lead")).toEqual(before);
    expect(await changes()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("quotes a business customer net of VAT: Bernd's ordered car, nothing driven yet", async () => {
    // The deal's rate is stored gross (499 €): net, 419,33 €, as the deal page, the list and the business portal say.
    const packages = await getMileagePackages(env.db, BERND, "b2b", "deal-bernd-ordered", TEST_NOW);
    expect(packages).toMatchObject({ mileage_package: 1500, amount: 419.33, is_late_change: false, net_prices: true, unavailable_reason: null });
    expect(packages?.available_mileage_packages[0]).toEqual({ mileage_package: 2000, amount_change: 21, new_amount: 440.33, one_time_payment: 0 });
  });

  it.each([
    ["deal-anna-plan", "mileage_upgrade_too_late"], // ends in 40 days
    ["deal-anna-ended", "mileage_upgrade_not_available"],
  ])("says why %s cannot be upgraded: %s, and offers nothing", async (dealId, reason) => {
    expect(await getMileagePackages(env.db, ANNA, "b2c", dealId, TEST_NOW)).toMatchObject({
      unavailable_reason: reason,
      available_mileage_packages: [],
    });
  });

  it("takes the prices from the editable list", async () => {
    await env.db.update(mileagePackageCatalogue).set({ surchargeGrossCents: 9_900 }).where(eq(mileagePackageCatalogue.mileagePackage, 2000));
    try {
      const packages = await getMileagePackages(env.db, ANNA, "b2c", DEAL, TEST_NOW);
      expect(packages?.available_mileage_packages[0]).toEqual({ mileage_package: 2000, amount_change: 49, new_amount: 598, one_time_payment: 196 });
    } finally {
      await env.db.update(mileagePackageCatalogue).set({ surchargeGrossCents: 7_500 }).where(eq(mileagePackageCatalogue.mileagePackage, 2000));
    }
  });

  it("knows another customer's deal as a bare 404", async () => {
    expect(await call(`/portal/api/bff/deals/${DEAL}/mileage_packages`, { cookie: paul })).toMatchObject({
      status: 404,
      json: { error: "not_found", reason: "Nothing at this path for this customer." },
    });
    expect(await getMileagePackages(env.db, "customer-paul", "b2c", DEAL, TEST_NOW)).toBeNull();
  });
});

describe("PUT …/deals/{id}/mileage_packages (deals.md §4, §7)", () => {
  const put = (body: unknown, { cookie = anna, dealId = DEAL } = {}) =>
    call(`/portal/api/bff/deals/${dealId}/mileage_packages`, { method: "PUT", cookie, body });

  it("moves the deal's package and rate, keeps the change with its price and tells the operations side, at once", async () => {
    const { status, json } = await put({ mileage_package: 2500 });
    expect(status).toBe(200);
    expect(json).toEqual({
      mileage_package: 2500,
      previous_mileage_package: 1500,
      amount_change: 50,
      new_amount: 599,
      one_time_payment: 200,
      is_late_change: true,
      net_prices: false,
      changed_at: TEST_NOW.toISOString(),
    });
    expect(await dealRow()).toMatchObject({ mileagePackage: 2500, amountCents: 59_900 });
    expect(await changes()).toEqual([
      expect.objectContaining({
        dealId: DEAL,
        customerId: ANNA,
        oldMileagePackage: 1500,
        newMileagePackage: 2500,
        oldAmountCents: 54_900,
        amountChangeCents: 5_000,
        newAmountCents: 59_900,
        oneTimePaymentCents: 20_000,
        isLateChange: true,
      }),
    ]);
    expect((await outbox()).map((message) => [message.topic, message.payload])).toEqual([
      [
        "mileage-package-change",
        {
          subscription_id: DEAL,
          mileage_package: 2500,
          previous_mileage_package: 1500,
          amount: 599,
          amount_change: 50,
          one_time_payment: 200,
          net_prices: false,
        },
      ],
    ]);
    // The deal's contract data shows them (deals.md §3 amount, mileage_package).
    expect((await call(`/portal/api/bff/deals/${DEAL}`, { cookie: anna })).json).toMatchObject({ mileage_package: 2500, amount: 599 });
    // And the next offers start from the new package.
    const after = await getMileagePackages(env.db, ANNA, "b2c", DEAL, TEST_NOW);
    expect(after?.available_mileage_packages.map((offer) => offer.mileage_package)).toEqual([3000, 4000, 5000]);
  });

  it("applies a repeated PUT once: the same package again answers the change made and writes nothing", async () => {
    const first = await put({ mileage_package: 2000 });
    const again = await put({ mileage_package: 2000 });
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect(await changes()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    expect(await dealRow()).toMatchObject({ mileagePackage: 2000, amountCents: 57_400 });
  });

  it("applies concurrent PUTs of one package once", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => upgradeMileagePackage(env.db, ANNA, "b2c", DEAL, { mileage_package: 2000 }, TEST_NOW)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await changes()).toHaveLength(1);
    expect(await dealRow()).toMatchObject({ mileagePackage: 2000, amountCents: 57_400 });
  });

  it.each([
    [{ mileage_package: 1500 }, { code: "mileage_package_not_higher", values: { current: 1500 } }],
    [{ mileage_package: 1000 }, { code: "mileage_package_not_higher", values: { current: 1500 } }],
    [{ mileage_package: 3500 }, { code: "mileage_package_not_offered" }],
    [{ mileage_package: 2000.5 }, { code: "integer" }],
    [{}, { code: "required" }],
  ])("refuses %j with 422 %j and writes nothing", async (body, issue) => {
    const { status, json } = await put(body);
    expect(status).toBe(422);
    expect(json.issues).toEqual([expect.objectContaining({ path: "mileage_package", ...issue })]);
    expect(await changes()).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(await dealRow()).toMatchObject({ mileagePackage: 1500, amountCents: 54_900 });
  });

  it.each([
    ["deal-anna-plan", "mileage_upgrade_too_late"],
    ["deal-anna-ended", "mileage_upgrade_not_available"],
  ])("refuses %s with 409 %s and writes nothing", async (dealId, code) => {
    const before = await dealRow(dealId);
    const { status, json } = await put({ mileage_package: 5000 }, { dealId });
    expect(status).toBe(409);
    expect(json.code).toBe(code);
    expect(await dealRow(dealId)).toEqual(before);
    expect(await changes()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("answers another customer's deal with a bare 404 and changes nothing", async () => {
    expect(await put({ mileage_package: 2000 }, { cookie: paul })).toMatchObject({
      status: 404,
      json: { error: "not_found", reason: "Nothing at this path for this customer." },
    });
    expect(await dealRow()).toMatchObject({ mileagePackage: 1500, amountCents: 54_900 });
    expect(await changes()).toEqual([]);
  });

  it("changes a business customer's rate net of VAT", async () => {
    const upgrade = await upgradeMileagePackage(env.db, BERND, "b2b", "deal-bernd-ordered", { mileage_package: 2000 }, TEST_NOW);
    expect(upgrade).toMatchObject({ mileage_package: 2000, amount_change: 21, new_amount: 440.33, one_time_payment: 0, net_prices: true });
    // Stored gross: 440,33 € net is 523,99 € gross, whose net the pages show is 440,33 € again.
    expect(await dealRow("deal-bernd-ordered")).toMatchObject({ mileagePackage: 2000, amountCents: 52_399 });
    await env.db.update(deal).set({ mileagePackage: 1500, amountCents: 49_900 }).where(eq(deal.id, "deal-bernd-ordered"));
  });
});
