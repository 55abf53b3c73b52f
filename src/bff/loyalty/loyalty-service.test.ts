import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerIdOf } from "../db/seed-data";
import { deal, loyaltyLedger, loyaltyRedemption, referral } from "../db/schema";
import { openSeededTestEnv, signIn, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { creditPaidInvoice, ledgerStanding, recordReferredSubscription } from "./loyalty-ledger";
import { redeemedFreeKilometres } from "./loyalty-service";
import { dayjs } from "@/lib/clock";

/** Loyalty and referral through the dispatcher (account.md §4, §7, §8, §9). */
let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  for (const email of ["silke.silber", "gero.gold", "bianca.black", "rita.empfehlung", "kim.komfort", "nora.neu", "anna.aktiv"]) {
    cookies[email.split(".")[0]!] = await signIn(env.auth, `${email}@demo.portal`);
  }
});
afterAll(() => env.close());

async function call(who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { cookie: cookies[who]!, origin: TEST_ORIGIN, ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const response = await dispatch(new Request(`${TEST_ORIGIN}/portal/api${path}`, init));
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const info = (who: string, contactId: string) => call(who, "POST", "/getLoyaltyInfo", { contactId });
const redeem = (who: string, name: string, key?: string) =>
  call(who, "POST", "/redeemLoyaltyBenefits", { reward_action_name: name }, key ? { "idempotency-key": key } : {});

describe("loyalty info (POST /api/getLoyaltyInfo)", () => {
  it.each([
    ["silke", "5100000160", "Silver", 1_598],
    ["gero", "5100000161", "Gold", 9_848.5],
    ["bianca", "5100000162", "Black", 48_000.25],
    ["rita", "5100000163", "Gold", 6_598],
    ["kim", "5100000111", "Black", 51_000],
  ])("%s: level and points from the ledger", async (who, contactId, level, coins) => {
    const answer = await info(who, contactId);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ level, total_coins: coins });
  });

  it("Bianca keeps Black after spending: the level follows the points collected", async () => {
    expect((await info("bianca", "5100000162")).json).toMatchObject({
      collected_coins: 52_000.25,
      vouchers: [{ code: "TREUE-BIANCA1", amount: 100, used: false }],
    });
  });

  it("no subscription, no level", async () => {
    expect((await info("nora", "5100000106")).json).toMatchObject({ level: null, total_coins: 0 });
  });

  it("another customer's contact id is a bare 404", async () => {
    expect(await info("silke", "5100000162")).toMatchObject({ status: 404, json: { error: "not_found" } });
  });
});

describe("rewards (GET /api/getLoyaltyBenefits)", () => {
  it("lists the mileage and voucher groups with the points needed", async () => {
    const answer = await call("silke", "GET", "/getLoyaltyBenefits");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject([
      {
        type: "mileage",
        options: [
          { name: "mileage_250", value: 1_000 },
          { name: "mileage_500", value: 1_800 },
        ],
      },
      {
        type: "voucher",
        options: [
          { name: "voucher_100", value: 4_000 },
          { name: "voucher_300", value: 10_000 },
        ],
      },
    ]);
  });
});

describe("redemption (POST /api/redeemLoyaltyBenefits)", () => {
  it.each([
    ["silke", "mileage_500", "insufficient_points"],
    ["silke", "voucher_100", "voucher_minimum"],
    ["gero", "voucher_300", "insufficient_points"],
    ["bianca", "voucher_100", "voucher_already_open"],
  ])("%s cannot redeem %s: 409 %s, nothing written", async (who, name, code) => {
    const before = await env.db
      .select()
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.customerId, customerIdOf(who)));
    expect(await redeem(who, name)).toMatchObject({ status: 409, json: { code } });
    expect(
      await env.db
        .select()
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.customerId, customerIdOf(who))),
    ).toHaveLength(before.length);
  });

  it("an unknown reward is a 422", async () => {
    expect((await redeem("gero", "free_car")).status).toBe(422);
  });

  it("Gero takes the 100 € voucher: points spent, a code valid one year, the level kept", async () => {
    const answer = await redeem("gero", "voucher_100");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ type: "voucher", points: 4_000, total_coins: 5_848.5, voucher: { amount: 100, used: false } });
    const voucher = answer.json.voucher as { valid_until: string };
    expect(voucher.valid_until).toBe("2027-03-10");
    expect((await info("gero", "5100000161")).json).toMatchObject({ level: "Gold", total_coins: 5_848.5 });
    // One voucher per booking, not combinable: a second one is refused while this one is open.
    expect(await redeem("gero", "voucher_100")).toMatchObject({ status: 409, json: { code: "voucher_already_open" } });
  });

  it("one Idempotency-Key redeems once", async () => {
    const [a, b] = await Promise.all([redeem("bianca", "mileage_250", "key-bianca-1"), redeem("bianca", "mileage_250", "key-bianca-1")]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    const rows = await env.db
      .select()
      .from(loyaltyRedemption)
      .where(eq(loyaltyRedemption.customerId, customerIdOf("bianca")));
    expect(rows.filter((r) => r.rewardName === "mileage_250")).toHaveLength(1);
    // The free kilometres are credited to her subscription, and its mileage block counts them.
    expect(rows.find((r) => r.rewardName === "mileage_250")?.dealId).toBe("deal-bianca-active");
    expect(await redeemedFreeKilometres(env.db, customerIdOf("bianca"), "deal-bianca-active")).toBe(250);
    // A voucher is no kilometres.
    expect(rows.filter((r) => r.rewardType === "voucher").every((r) => r.dealId === null)).toBe(true);
  });

  it("concurrent redemptions of the last points: exactly one reward, the balance never below 0", async () => {
    // Silke has 1,598 points: one 250 km reward (1,000) fits, a second does not.
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem("silke", "mileage_250")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.code === "insufficient_points")).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const standing = await ledgerStanding(env.db, customerIdOf("silke"));
    expect(standing.balanceCentiPoints).toBe(59_800);
    expect(standing.balanceCentiPoints).toBeGreaterThanOrEqual(0);
    expect(
      await env.db
        .select()
        .from(loyaltyRedemption)
        .where(eq(loyaltyRedemption.customerId, customerIdOf("silke"))),
    ).toHaveLength(1);
  });
});

describe("the ledger's credits (account.md §9)", () => {
  it("a paid invoice credits once", async () => {
    const at = dayjs("2026-03-10T10:00:00Z").toDate();
    expect(await creditPaidInvoice(env.db, "invoice-silke-60", at)).toBe(false);
    expect(await creditPaidInvoice(env.db, "invoice-silke-62", at)).toBe(false); // open: nothing yet
  });

  it("Rita's friends: 1,000 points and 200 EUR each for the first five, nothing for the sixth; once", async () => {
    const rows = await env.db
      .select()
      .from(referral)
      .where(eq(referral.referrerCustomerId, customerIdOf("rita")));
    const byNumber = rows.filter((r) => r.friendNumber !== null).sort((a, b) => a.friendNumber! - b.friendNumber!);
    expect(byNumber.map((r) => r.referrerCreditCents)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000, 0]);
    expect(byNumber.map((r) => r.friendCreditCents)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000, 0]);
    expect(await recordReferredSubscription(env.db, "friend-of-rita-1", new Date())).toBe(false);
    // The seventh subscribes now: beyond five, no points and no credit.
    expect(await recordReferredSubscription(env.db, "friend-of-rita-7", new Date())).toBe(true);
    expect((await ledgerStanding(env.db, customerIdOf("rita"))).collectedCentiPoints).toBe(659_800);
  });
});

describe("referral link (GET {voucher api}/referral_link/{email})", () => {
  it("Rita's link, voucher and friends", async () => {
    const answer = await call("rita", "GET", "/voucher/referral_link/rita.empfehlung%40demo.portal");
    expect(answer.status).toBe(200);
    expect(answer.json.link).toMatch(/\/einladen\/FREUND-[A-Z2-9]{8}$/);
    expect(answer.json.voucher).toMatchObject({ is_valid: true, voucherType: "relative-value", voucherAmount: 200 });
    expect(answer.json.friends).toHaveLength(7);
  });

  it("without a booking: 409 referral_needs_booking", async () => {
    expect(await call("nora", "GET", "/voucher/referral_link/nora.neu%40demo.portal")).toMatchObject({
      status: 409,
      json: { code: "referral_needs_booking" },
    });
  });

  it("another customer's email is a bare 404", async () => {
    expect(await call("silke", "GET", "/voucher/referral_link/rita.empfehlung%40demo.portal")).toMatchObject({ status: 404 });
  });
});

describe("Black's deductible cap in the deal reads (account.md §9 'deductible maximum 500 EUR')", () => {
  const deductibles = async (who: string, dealId: string) => {
    const one = (await call(who, "GET", `/bff/deals/${dealId}`)).json;
    const listed = ((await call(who, "GET", "/bff/deals")).json as unknown as Record<string, unknown>[]).find((d) => d.id === dealId)!;
    const pick = (deal: Record<string, unknown>) => [deal.damage_deductible_vollkasko, deal.damage_deductible_teilkasko];
    expect(pick(listed)).toEqual(pick(one));
    return pick(one);
  };

  it.each([
    ["bianca", "deal-bianca-active", "Black, car on the road: at most 500 EUR", [50_000, 50_000]],
    ["kim", "deal-kim-ordered", "Black, ordered: 1,000 EUR until the free comfort protection is booked", [100_000, 50_000]],
    ["gero", "deal-gero-active", "Gold: the contract's 1,000 EUR", [100_000, 50_000]],
    ["silke", "deal-silke-active", "Silver: the contract's 1,000 EUR", [100_000, 50_000]],
  ])("%s %s (%s)", async (who, dealId, _, expected) => {
    expect(await deductibles(who, dealId)).toEqual(expected);
  });

  it("stores nothing: the contract keeps its 1,000 EUR, the level decides what the customer bears", async () => {
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-bianca-active"));
    expect(row!.damageDeductibleVollkaskoCents).toBe(100_000);
  });
});
