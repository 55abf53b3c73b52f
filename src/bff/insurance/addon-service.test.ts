import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appliedAddon, deal, outboxMessage } from "../db/schema";
import { seed } from "../db/seed";
import { listOutbox } from "../outbox/outbox";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { orderProlongation } from "../end-of-subscription/prolongation-service";
import { acceptDeductiblesReduction, attachAddon, cancelAddon, listDealAddons } from "./addon-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(() => env.close());
// Each test starts from the seeded deals: a reseed resets their figures and drops booked add-ons.
beforeEach(async () => {
  await seed(env.db, { now: TEST_NOW });
  await env.db.delete(outboxMessage);
});

const VERA = "customer-vera";
const KIM = "customer-kim";
const PAUL = "customer-paul";
const LEA = "customer-lea";
const dealRow = async (id: string) => (await env.db.select().from(deal).where(eq(deal.id, id)))[0]!;
const applied = (id: string) => env.db.select().from(appliedAddon).where(eq(appliedAddon.dealId, id));

describe("POST /api/addons (deals.md §3, §4; account.md §4)", () => {
  it("offers an ordered deal the insurance upgrade, its options and the comfort protection at 29 EUR", async () => {
    const answer = await listDealAddons(env.db, VERA, { productId: "bmw-ix1-xdrive30", subscriptionId: "deal-vera-ordered" }, TEST_NOW);
    expect(answer).toMatchObject({
      canUpgradeInsurance: true,
      canAddAdditionalMileage: true,
      insurance_type: "basic",
      vkValueFormatted: "1.000\u00a0€",
      tkValueFormatted: "500\u00a0€",
      appliedAddonIds: [],
      loyalty_level: "Gold",
    });
    const ids = Object.fromEntries(answer!.groups.map((group) => [group.id, group.addons.map((addon) => addon.addon_id)]));
    // insurance-basic-plus has a 1,500 EUR deductible, above the deal's 1,000: not offered.
    expect(ids).toEqual({
      insurance: ["insurance-plus", "insurance-premium"],
      protection: ["comfort-protection"],
      mileage: ["mileage-500", "mileage-1000", "mileage-2500"],
    });
    const protection = answer!.groups.find((group) => group.id === "protection")!.addons[0]!;
    expect(protection.pricing.amount).toEqual({ gross: 29, net: 24.37 });
    expect(protection.display_info.title).toBe("Komfort Schutz");
  });

  it("prices the comfort protection at nothing for loyalty level Black", async () => {
    const answer = await listDealAddons(
      env.db,
      KIM,
      { productId: "tesla-model-y-lr", subscriptionId: "deal-kim-ordered", locale: "en-US" },
      TEST_NOW,
    );
    const protection = answer!.groups.find((group) => group.id === "protection")!.addons[0]!;
    expect(protection.pricing.amount.gross).toBe(0);
    expect(protection.display_info.title).toBe("Comfort protection");
    expect(answer!.loyalty_level).toBe("Black");
    // The current deductibles in euros, as the options beside them (deals.md §9).
    expect(answer!.vkValueFormatted).toMatch(/^\d[\d.]*\s€$/);
  });

  it("blocks every change within 2 months of the commitment end", async () => {
    const answer = await listDealAddons(env.db, VERA, { productId: "skoda-enyaq-85", subscriptionId: "deal-vera-ending" }, TEST_NOW);
    expect(answer).toMatchObject({ canUpgradeInsurance: false, canAddAdditionalMileage: false });
  });

  it("knows no other customer's deal (null: a bare 404) and refuses another product (422)", async () => {
    expect(await listDealAddons(env.db, PAUL, { productId: "bmw-ix1-xdrive30", subscriptionId: "deal-vera-ordered" }, TEST_NOW)).toBeNull();
    await expect(listDealAddons(env.db, VERA, { productId: "vw-id3-pro-s", subscriptionId: "deal-vera-ordered" }, TEST_NOW)).rejects.toMatchObject({
      name: "ValidationError",
    });
  });
});

describe("POST /api/addons/attach (deals.md §7, §9; account.md §4)", () => {
  it("books the comfort protection at 29 EUR: rate, insurance and deductible change with the outbox message, in one go", async () => {
    const answer = await attachAddon(
      env.db,
      VERA,
      { subscriptionId: "deal-vera-ordered", addonId: "comfort-protection", isDeductible: true },
      TEST_NOW,
    );
    expect(answer).toEqual({
      subscriptionId: "deal-vera-ordered",
      addonId: "comfort-protection",
      applied: true,
      price: { gross: 29, billing: "monthly" },
      deal: { amount: 758, insurance_amount: 29, damage_deductible_vollkasko: 50_000, addon_mileage: null },
    });
    expect(await dealRow("deal-vera-ordered")).toMatchObject({
      amountCents: 75_800,
      insuranceAmountCents: 2_900,
      damageDeductibleVollkaskoCents: 50_000,
    });
    expect(await applied("deal-vera-ordered")).toMatchObject([{ addonId: "comfort-protection", priceCents: 2_900, group: "protection" }]);
    const [message] = await listOutbox(env.db);
    expect(message).toMatchObject({
      topic: "addon-attached",
      payload: {
        subscriptionId: "deal-vera-ordered",
        addonId: "comfort-protection",
        additionalKilometers: 0,
        additionalMileageCosts: 0,
        date: "2026-03-10",
      },
    });
  });

  it("loses no update when two changes of one deal race: each goes through on the figures before it, or gets 409", async () => {
    const base = await dealRow("deal-vera-ordered");
    const attempts = await Promise.allSettled([
      attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "comfort-protection" }, TEST_NOW),
      attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "mileage-500" }, TEST_NOW),
    ]);
    const won = attempts.flatMap((attempt) => (attempt.status === "fulfilled" && attempt.value ? [attempt.value] : []));
    const lost = attempts.flatMap((attempt) => (attempt.status === "rejected" ? [attempt.reason as unknown] : []));
    // Interleaved reads (one connection, as on PGlite) make one of them 409; a pool may run them one
    // after the other, and then both apply. Either way the deal carries every change that was answered.
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const reason of lost) expect(reason).toMatchObject({ code: "addon_change_conflict" });
    expect(await applied("deal-vera-ordered")).toHaveLength(won.length);
    // A monthly add-on raises the rate; a one-time one (the kilometres) is charged once, not monthly.
    const charged = won.filter((change) => change.price.billing === "monthly").reduce((sum, change) => sum + Math.round(change.price.gross * 100), 0);
    const wonIds = won.map((change) => change.addonId);
    expect(await dealRow("deal-vera-ordered")).toMatchObject({
      amountCents: base.amountCents + charged,
      addonMileage: wonIds.includes("mileage-500") ? 500 : null,
      damageDeductibleVollkaskoCents: wonIds.includes("comfort-protection") ? 50_000 : 100_000,
    });
    expect(await listOutbox(env.db)).toHaveLength(won.length);
  });

  it("charges a Black customer nothing for the comfort protection", async () => {
    const answer = await attachAddon(env.db, KIM, { subscriptionId: "deal-kim-ordered", addonId: "comfort-protection" }, TEST_NOW);
    expect(answer!.price.gross).toBe(0);
    expect(await dealRow("deal-kim-ordered")).toMatchObject({ amountCents: 79_900, insuranceAmountCents: 0, damageDeductibleVollkaskoCents: 50_000 });
    expect(await applied("deal-kim-ordered")).toMatchObject([{ priceCents: 0 }]);
  });

  it("adds one-time kilometres to an active deal and hands the automation its figures", async () => {
    await attachAddon(env.db, VERA, { subscriptionId: "deal-vera-active", addonId: "mileage-1000" }, TEST_NOW);
    expect(await dealRow("deal-vera-active")).toMatchObject({ amountCents: 54_900, addonMileage: 1000 });
    const [message] = await listOutbox(env.db);
    expect(message!.payload).toEqual({
      subscriptionId: "deal-vera-active",
      addonId: "mileage-1000",
      additionalKilometers: 1000,
      additionalMileageCosts: 179,
      date: "2026-03-10",
    });
  });

  it.each([
    ["a second add-on of one group", VERA, "deal-vera-active", "mileage-500", "addon_change_not_allowed", true],
    ["within 2 months of the commitment end", VERA, "deal-vera-ending", "mileage-500", "addon_change_not_allowed", false],
    ["an ended deal", "customer-anna", "deal-anna-ended", "mileage-500", "addon_change_not_allowed", false],
    // deals.md §4: the insurance upgrade for CREATED deals only; the protection refused once the car is handed over.
    ["an insurance upgrade of an active deal", VERA, "deal-vera-active", "insurance-plus", "addon_change_not_allowed", false],
    ["the comfort protection of an active deal", VERA, "deal-vera-active", "comfort-protection", "addon_change_not_allowed", false],
    ["an insurance option above the deductible", VERA, "deal-vera-ordered", "insurance-basic-plus", "addon_not_offered", false],
    ["an add-on that does not exist", VERA, "deal-vera-ordered", "no-such-addon", "addon_not_offered", false],
  ])("refuses %s with 409, writing nothing", async (_label, customerId, dealId, addonId, code, attachFirst) => {
    if (attachFirst) await attachAddon(env.db, customerId, { subscriptionId: dealId, addonId: "mileage-1000" }, TEST_NOW);
    const before = await dealRow(dealId);
    const appliedBefore = (await applied(dealId)).length;
    const outboxBefore = (await listOutbox(env.db)).length;
    await expect(attachAddon(env.db, customerId, { subscriptionId: dealId, addonId }, TEST_NOW)).rejects.toMatchObject({
      name: "ConflictError",
      code,
    });
    expect(await dealRow(dealId)).toEqual(before);
    expect(await applied(dealId)).toHaveLength(appliedBefore);
    expect(await listOutbox(env.db)).toHaveLength(outboxBefore);
  });

  it("refuses isDeductible on an add-on that is not the protection (422)", async () => {
    await expect(
      attachAddon(env.db, VERA, { subscriptionId: "deal-vera-active", addonId: "mileage-500", isDeductible: true }, TEST_NOW),
    ).rejects.toMatchObject({ name: "ValidationError" });
    expect(await applied("deal-vera-active")).toHaveLength(0);
  });

  it("knows no other customer's deal (null: a bare 404), writing nothing", async () => {
    expect(await attachAddon(env.db, PAUL, { subscriptionId: "deal-vera-active", addonId: "mileage-500" }, TEST_NOW)).toBeNull();
    expect(await applied("deal-vera-active")).toHaveLength(0);
    expect(await listOutbox(env.db)).toHaveLength(0);
  });
});

describe("an insurance option and the comfort protection: one or the other (deals.md §4 'refused for lower deductibles', §9)", () => {
  it("refuses the protection after an option of 300 EUR, and lists it no more: nothing charged for nothing", async () => {
    await attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "insurance-premium" }, TEST_NOW);
    const before = await dealRow("deal-vera-ordered");
    expect(before).toMatchObject({ amountCents: 76_800, damageDeductibleVollkaskoCents: 30_000 });
    await expect(
      attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "comfort-protection", isDeductible: true }, TEST_NOW),
    ).rejects.toMatchObject({ code: "addon_change_not_allowed" });
    expect(await dealRow("deal-vera-ordered")).toEqual(before);
    const answer = await listDealAddons(env.db, VERA, { productId: "bmw-ix1-xdrive30", subscriptionId: "deal-vera-ordered" }, TEST_NOW);
    expect(answer!.groups.find((group) => group.id === "protection")!.addons).toEqual([]);
  });

  it("refuses an option beside the booked protection, which keeps its price and its 500 EUR deductible", async () => {
    await attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "comfort-protection", isDeductible: true }, TEST_NOW);
    const before = await dealRow("deal-vera-ordered");
    await expect(attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "insurance-premium" }, TEST_NOW)).rejects.toMatchObject({
      code: "addon_change_not_allowed",
    });
    expect(await dealRow("deal-vera-ordered")).toEqual(before);
    expect(before).toMatchObject({ amountCents: 75_800, insuranceAmountCents: 2_900, damageDeductibleVollkaskoCents: 50_000 });
    const answer = await listDealAddons(env.db, VERA, { productId: "bmw-ix1-xdrive30", subscriptionId: "deal-vera-ordered" }, TEST_NOW);
    expect(answer).toMatchObject({ canUpgradeInsurance: false, appliedAddonIds: ["comfort-protection"] });
  });
});

describe("a lead's kilometres (deals.md §4 Mileage: the order is not finished)", () => {
  it("refuses one-time kilometres on a lead with 409 and writes nothing", async () => {
    const before = await dealRow("deal-lea-lead");
    await expect(attachAddon(env.db, LEA, { subscriptionId: "deal-lea-lead", addonId: "mileage-500" }, TEST_NOW)).rejects.toMatchObject({
      code: "addon_change_not_allowed",
    });
    expect(await dealRow("deal-lea-lead")).toEqual(before);
    expect(await listOutbox(env.db)).toHaveLength(0);
  });
});

describe("POST /api/addons/cancel (deals.md §7 'not shown beyond this': the portal's reading)", () => {
  it("takes back the newest monthly add-on and restores the deal's figures", async () => {
    await attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "insurance-plus" }, TEST_NOW);
    expect(await dealRow("deal-vera-ordered")).toMatchObject({ amountCents: 74_800, damageDeductibleVollkaskoCents: 75_000 });
    const answer = await cancelAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "insurance-plus" }, TEST_NOW);
    expect(answer).toMatchObject({ applied: false, deal: { amount: 729, insurance_amount: null, damage_deductible_vollkasko: 100_000 } });
    expect(await dealRow("deal-vera-ordered")).toMatchObject({
      amountCents: 72_900,
      insuranceAmountCents: null,
      damageDeductibleVollkaskoCents: 100_000,
    });
    // Cancelled, the group is free again.
    expect(await attachAddon(env.db, VERA, { subscriptionId: "deal-vera-ordered", addonId: "insurance-premium" }, TEST_NOW)).toMatchObject({
      applied: true,
    });
  });

  it.each([
    ["a one-time mileage add-on", "mileage-500", ["mileage-500"], "addon_not_cancelable"],
    ["an add-on followed by another", "insurance-plus", ["insurance-plus", "mileage-500"], "addon_not_cancelable"],
    ["an add-on not applied", "comfort-protection", [], "addon_not_applied"],
  ])("refuses %s with 409", async (_label, addonId, attachFirst, code) => {
    const dealId = addonId.startsWith("mileage") ? "deal-vera-active" : "deal-vera-ordered";
    for (const id of attachFirst) await attachAddon(env.db, VERA, { subscriptionId: dealId, addonId: id }, TEST_NOW);
    const before = await dealRow(dealId);
    await expect(cancelAddon(env.db, VERA, { subscriptionId: dealId, addonId }, TEST_NOW)).rejects.toMatchObject({ code });
    expect(await dealRow(dealId)).toEqual(before);
  });
});

describe("POST …/deals/{id}/accept-deductibles-reduction (deals.md §4, §7, §9)", () => {
  it("lowers the full-coverage deductible from 1,000 to 500 EUR for 29 EUR a month", async () => {
    const answer = await acceptDeductiblesReduction(env.db, VERA, "deal-vera-reduce", TEST_NOW);
    expect(answer).toMatchObject({ addonId: "comfort-protection", price: { gross: 29 }, deal: { damage_deductible_vollkasko: 50_000, amount: 528 } });
    expect(await listOutbox(env.db)).toHaveLength(1);
  });

  it("costs a Black customer nothing", async () => {
    const answer = await acceptDeductiblesReduction(env.db, KIM, "deal-kim-ordered", TEST_NOW);
    expect(answer).toMatchObject({ price: { gross: 0 }, deal: { damage_deductible_vollkasko: 50_000, amount: 799 } });
  });

  it.each([
    ["an active deal (car already handed over)", VERA, "deal-vera-active"],
    ["a lead (coming later)", LEA, "deal-lea-lead"],
    ["a lower deductible", "customer-anna", "deal-anna-return"],
  ])("refuses %s with 409, writing nothing", async (_label, customerId, dealId) => {
    const before = await dealRow(dealId);
    await expect(acceptDeductiblesReduction(env.db, customerId, dealId, TEST_NOW)).rejects.toMatchObject({
      code: "deductible_reduction_not_offered",
    });
    expect(await dealRow(dealId)).toEqual(before);
    expect(await listOutbox(env.db)).toHaveLength(0);
  });

  it("refuses a prolongation's follow-up (CREATED, car already handed over) with 409, writing nothing", async () => {
    const PIA = "customer-pia";
    const ordered = await orderProlongation(
      env.db,
      PIA,
      "deal-pia-prolong",
      { term: 12, amount: 549, mileage_package: 1500, dealId: "deal-pia-prolong" },
      TEST_NOW,
    );
    const followup = ordered!.dealId;
    const before = await dealRow(followup);
    expect(before).toMatchObject({ state: "CREATED", subscribedAs: "PROLONGATION", damageDeductibleVollkaskoCents: 100_000 });
    await env.db.delete(outboxMessage);
    await expect(acceptDeductiblesReduction(env.db, PIA, followup, TEST_NOW)).rejects.toMatchObject({
      code: "deductible_reduction_not_offered",
    });
    expect(await dealRow(followup)).toEqual(before);
    expect(await applied(followup)).toHaveLength(0);
    expect(await listOutbox(env.db)).toHaveLength(0);
  });

  it("refuses a second reduction", async () => {
    await acceptDeductiblesReduction(env.db, VERA, "deal-vera-reduce", TEST_NOW);
    await expect(acceptDeductiblesReduction(env.db, VERA, "deal-vera-reduce", TEST_NOW)).rejects.toMatchObject({
      code: "deductible_reduction_not_offered",
    });
    expect(await applied("deal-vera-reduce")).toHaveLength(1);
  });

  it("knows no other customer's deal", async () => {
    expect(await acceptDeductiblesReduction(env.db, PAUL, "deal-vera-reduce", TEST_NOW)).toBeNull();
  });
});

describe("over HTTP at /portal/api/addons/* (the dispatcher)", () => {
  const post = (path: string, cookie: string, body: unknown, key?: string) =>
    testDispatcher(env)(
      new Request(`${TEST_ORIGIN}${path}`, {
        method: "POST",
        headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
        body: JSON.stringify(body),
      }),
    );

  it("attaches once for one Idempotency-Key, and answers the same", async () => {
    const cookie = await signIn(env.auth, "vera.versichert@demo.portal");
    const body = { subscriptionId: "deal-vera-active", addonId: "mileage-500" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post("/portal/api/addons/attach", cookie, body, "attach-once")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
    expect(await applied("deal-vera-active")).toHaveLength(1);
    expect(await listOutbox(env.db)).toHaveLength(1);
  });

  it("answers another customer's deal with a bare 404, and a blocked change with 409 and its code", async () => {
    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    const notFound = await post("/portal/api/addons", paul, { productId: "vw-id3-pro-s", subscriptionId: "deal-vera-active" });
    expect({ status: notFound.status, json: await notFound.json() }).toEqual({
      status: 404,
      json: { error: "not_found", reason: "Nothing at this path for this customer." },
    });
    const vera = await signIn(env.auth, "vera.versichert@demo.portal");
    const blocked = await post("/portal/api/addons/attach", vera, { subscriptionId: "deal-vera-ending", addonId: "mileage-500" });
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({ code: "addon_change_not_allowed" });
  });
});
