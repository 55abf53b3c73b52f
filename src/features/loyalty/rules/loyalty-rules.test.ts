import { describe, expect, it } from "vitest";
import {
  benefitsOfLevel,
  cappedDeductibleCents,
  deliveryFeeCents,
  formatPoints,
  hasBenefit,
  hasEnoughPoints,
  hasFreeComfortProtection,
  settlementFreeKilometres,
  invoiceCentiPoints,
  levelIndex,
  loyaltyLevelOf,
  nextLevelOf,
  redeemRefusal,
  referralCentiPoints,
  referralCreditCents,
  toCentiPoints,
  voucherDeductionCents,
  voucherValidUntil,
  LOYALTY_INTRO_COOKIE_DAYS,
  EV_BOOKING_POINTS,
} from "./loyalty-rules";
import { findReward, REWARD_GROUPS } from "./rewards";

describe("points ledger (account.md §9)", () => {
  it.each([
    [54_900, 54_900], // 549.00 EUR monthly fee = 549 points
    [100, 100], // 1 EUR = 1 point
    [12_345, 12_345], // 123.45 EUR = 123.45 points
    [0, 0],
    [-5_000, 0], // a credit note credits nothing
  ])("a paid invoice of %i cents credits %i centi-points", (cents, centi) => {
    expect(invoiceCentiPoints(cents)).toBe(centi);
  });

  it.each([
    [1, 100_000, 20_000],
    [5, 100_000, 20_000],
    [6, 0, 0], // up to 5 invited friends
    [0, 0, 0],
  ])("referred friend no. %i: %i centi-points and %i cents credit", (n, centi, credit) => {
    expect(referralCentiPoints(n)).toBe(centi);
    expect(referralCreditCents(n)).toBe(credit);
  });

  it("an EV booking gives 500 points", () => {
    expect(toCentiPoints(EV_BOOKING_POINTS)).toBe(50_000);
  });
});

describe("levels (account.md §4)", () => {
  it.each([
    [0, true, "Silver"],
    [2_499.99, true, "Silver"],
    [2_500, true, "Gold"],
    [9_999.99, true, "Gold"],
    [10_000, true, "Platinum"],
    [49_999.99, true, "Platinum"],
    [50_000, true, "Black"],
    [120_000, true, "Black"],
    [60_000, false, null], // no first subscription, no level
  ] as const)("%d points, subscription %s: %s", (points, subscribed, level) => {
    expect(loyaltyLevelOf(toCentiPoints(points), subscribed)).toBe(level);
  });

  it("indexes 0 to 3", () => {
    expect(["Silver", "Gold", "Platinum", "Black"].map((l) => levelIndex(l as "Silver"))).toEqual([0, 1, 2, 3]);
  });

  it.each([
    ["Silver", 2_480, "Gold", 20],
    ["Gold", 2_500, "Platinum", 7_500],
    ["Platinum", 49_000.5, "Black", 999.5],
  ] as const)("%s with %d points: %s in %d points", (level, points, next, missing) => {
    expect(nextLevelOf(level, toCentiPoints(points))).toEqual({ level: next, missing });
  });

  it("Black is the last level", () => {
    expect(nextLevelOf("Black", toCentiPoints(60_000))).toBeNull();
  });
});

describe("points display (account.md §9)", () => {
  it.each([
    [1234.5, "1.234,5", "1.235"],
    [1234.56, "1.234,56", "1.235"],
    [1234, "1.234", "1.234"],
    [0.01, "0,01", "1"],
    [0.1 + 0.2, "0,3", "1"],
    [2480, "2.480", "2.480"],
  ])("%d points: %s with decimals, %s without", (points, withDecimals, without) => {
    expect(formatPoints(points, "de-DE", { decimals: true })).toBe(withDecimals);
    expect(formatPoints(points, "de-DE", { decimals: false })).toBe(without);
  });

  it("English separators", () => {
    expect(formatPoints(51234.5, "en-US", { decimals: true })).toBe("51,234.5");
    expect(formatPoints(51234.5, "en-US", { decimals: false })).toBe("51,235");
  });
});

describe("redemption (account.md §4, §9)", () => {
  it.each([
    [1_000, 1_000, true],
    [999.99, 1_000, false],
    [4_000, 4_000, true],
  ])("%d points for a reward of %d: %s", (total, needed, ok) => {
    expect(hasEnoughPoints(total, needed)).toBe(ok);
  });

  const mileage = findReward("mileage_250")!;
  const voucher = findReward("voucher_100")!;
  const bigVoucher = findReward("voucher_300")!;

  it.each([
    ["mileage 1,000 with 1,000", mileage, 1_000, 0, null],
    ["mileage 1,000 with 999", mileage, 999, 0, "insufficient_points"],
    ["voucher with 3,999.99", voucher, 3_999.99, 0, "voucher_minimum"],
    ["voucher with 4,000", voucher, 4_000, 0, null],
    ["voucher with an open voucher", voucher, 8_000, 1, "voucher_already_open"],
    ["300 € voucher with 9,000", bigVoucher, 9_000, 0, "insufficient_points"],
    ["mileage with an open voucher", mileage, 5_000, 1, null],
  ] as const)("%s → %s", (_, reward, total, open, refusal) => {
    expect(redeemRefusal(reward, total, open)).toBe(refusal);
  });

  it("the catalogue: vouchers from 4,000 points, mileage and voucher groups", () => {
    expect(REWARD_GROUPS.map((g) => g.type)).toEqual(["mileage", "voucher"]);
    const voucherValues = REWARD_GROUPS.find((g) => g.type === "voucher")!.options.map((o) => o.value);
    expect(Math.min(...voucherValues)).toBe(4_000);
    expect(findReward("nope")).toBeNull();
  });

  it.each([
    ["2026-11-26", "2027-11-26"],
    ["2028-02-29", "2029-02-28"],
  ])("a voucher redeemed on %s is valid until %s (1 year)", (day, until) => {
    expect(voucherValidUntil(day)).toBe(until);
  });

  it.each([
    [10_000, 54_900, false, 10_000],
    [10_000, 5_000, false, 5_000], // never more than the first monthly rate
    [10_000, 54_900, true, 0], // not combinable
  ])("voucher %i on a first rate of %i (other discount %s): %i off", (voucher, rate, other, off) => {
    expect(voucherDeductionCents(voucher, rate, other)).toBe(off);
  });
});

describe("level benefits (account.md §9, deals.md §6)", () => {
  it.each([
    ["Silver", false, 0],
    ["Gold", false, 250],
    ["Platinum", false, 500],
    ["Black", false, 1_000],
    ["Black", true, 0], // once
    [null, false, 0],
  ] as const)("the final settlement at %s (granted before: %s) leaves %i extra km free", (level, granted, free) => {
    expect(settlementFreeKilometres(level, granted)).toBe(free);
  });

  it.each([
    ["Black", true, 0, 50_000, 50_000],
    ["Platinum", false, 24_900, 100_000, 100_000],
    ["Gold", false, 24_900, 100_000, 100_000],
    [null, false, 24_900, 100_000, 100_000],
  ] as const)("%s: free comfort protection %s, delivery %i cents, deductible 1,000 EUR → %i", (level, free, fee, _d, deductible) => {
    expect(hasFreeComfortProtection(level)).toBe(free);
    expect(deliveryFeeCents(level)).toBe(fee);
    expect(cappedDeductibleCents(100_000, level)).toBe(deductible);
  });

  it("Black keeps a lower deductible, and none stays none", () => {
    expect(cappedDeductibleCents(30_000, "Black")).toBe(30_000);
    expect(cappedDeductibleCents(null, "Black")).toBeNull();
  });

  const benefits = [
    { id: "km", minimumLevel: "Gold", onlyForCurrentLevel: false },
    { id: "welcome", minimumLevel: "Silver", onlyForCurrentLevel: true },
    { id: "black", minimumLevel: "Black", onlyForCurrentLevel: false },
  ] as const;

  it.each([
    ["Silver", ["welcome"]],
    ["Gold", ["km"]],
    ["Black", ["km", "black"]],
  ] as const)("%s has %j", (level, ids) => {
    expect(benefitsOfLevel(benefits, level).map((b) => b.id)).toEqual(ids);
  });

  it("no level, no benefit", () => {
    expect(hasBenefit(benefits[1], null)).toBe(false);
  });

  it("the intro modal's cookie lasts 180 days", () => {
    expect(LOYALTY_INTRO_COOKIE_DAYS).toBe(180);
  });
});

describe("referral link (account.md §7)", async () => {
  const { localizedReferralLink, referralLinkOf } = await import("./referral-rules");
  const link = referralLinkOf("https://portal.example", "FREUND-ABCD2345");
  it.each([
    ["de-DE", "https://portal.example/einladen/FREUND-ABCD2345"],
    ["en-DE", "https://portal.example/invite/FREUND-ABCD2345"],
    ["en-US", "https://portal.example/invite/FREUND-ABCD2345"],
  ])("%s: %s", (locale, expected) => {
    expect(localizedReferralLink(link, locale)).toBe(expected);
  });
});

describe("referral code of a shared link (issue 36 item 8: the landing keeps it for the registration)", async () => {
  const { referralCodeFrom } = await import("./referral-rules");
  const { REFERRAL_CODE_COOKIE_DAYS } = await import("@/lib/referral-code-cookie");
  it.each([
    ["FREUND-ABCD2345", "FREUND-ABCD2345"],
    [" freund-abcd2345 ", "FREUND-ABCD2345"],
    ["FREUND-ABCD234", null], // 7 characters
    ["FREUND-ABCD23450", null], // 9
    ["FREUND-ABCD2341", null], // 1 is a look-alike, never issued
    ["FREUND-ABCDO345", null], // O as well
    ["FRIEND-ABCD2345", null],
    ["", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(referralCodeFrom(value)).toBe(expected);
  });
  it("keeps it 30 days", () => expect(REFERRAL_CODE_COOKIE_DAYS).toBe(30));
});

describe("a partner's code (account.md §5: the old surcharge is waived with a code starting with dbb_)", async () => {
  const { partnerCodeFrom, referralCodeFrom } = await import("./referral-rules");
  const { driverSurcharge } = await import("@/features/auth/rules/driver-surcharge");
  const { dayjs } = await import("@/lib/clock");
  it.each([
    ["dbb_mitglied42", "dbb_mitglied42"],
    [" DBB_Mitglied42 ", "dbb_Mitglied42"], // the prefix as the rule reads it
    ["dbb_x", null], // too short
    [`dbb_${"a".repeat(33)}`, null],
    ["dbb_mit glied", null],
    ["dbbmitglied", null],
    ["FREUND-ABCD2345", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(partnerCodeFrom(value)).toBe(expected);
  });
  it("is no friend's invitation, and waives the surcharge of a driver over 65 at the registration", () => {
    const code = partnerCodeFrom("DBB_Mitglied42")!;
    expect(referralCodeFrom(code)).toBeNull();
    const now = dayjs.tz("2026-11-30 12:00", "Europe/Berlin");
    expect(driverSurcharge("01.01.1950", now, { minAge: 20, referralCode: code })).toBeNull();
    expect(driverSurcharge("01.01.1950", now, { minAge: 20 })).toBe("old");
  });
});
