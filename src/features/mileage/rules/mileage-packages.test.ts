import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { DEAL_STATES, type DealState } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import {
  grossRateCents,
  isLateChange,
  mileageUpgradeBlock,
  monthsDriven,
  packageFeeCents,
  priceUpgrades,
  rateInCustomerPricesCents,
  SEEDED_MILEAGE_PACKAGES,
  toOffer,
} from "./mileage-packages";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE), audience: "b2c" as const });

describe("mileageUpgradeBlock (deals.md §4: hidden states, 3 months before the end)", () => {
  const hidden: ReadonlySet<DealState> = new Set(["ENDED", "INACTIVE", "STOPPED", "CANCELED"]);
  it.each(DEAL_STATES.map((state) => [state, hidden.has(state) ? "mileage_upgrade_not_available" : null] as const))(
    "%s, a year before the end → %s",
    (state, expected) => {
      expect(mileageUpgradeBlock(makeDeal({ state, end_date: "2027-06-30", mileage_package: 1500 }), at("2026-06-30 12:00"))).toBe(expected);
    },
  );

  it.each([
    // End 31 March 2027: possible up to and including 31 December 2026 (3 months before).
    ["2027-03-31", "2026-12-31 23:59", null],
    ["2027-03-31", "2027-01-01 00:00", "mileage_upgrade_too_late"],
    ["2026-05-31", "2026-02-28 12:00", null],
    ["2026-05-31", "2026-03-01 00:00", "mileage_upgrade_too_late"],
    [null, "2030-01-01 12:00", null],
  ])("ACTIVE, end %s, at %s → %s", (endDate, now, expected) => {
    expect(mileageUpgradeBlock(makeDeal({ state: "ACTIVE", end_date: endDate, mileage_package: 1500 }), at(now))).toBe(expected);
  });

  it("keeps a hidden state's reason over the window's", () => {
    expect(mileageUpgradeBlock(makeDeal({ state: "ENDED", end_date: "2026-01-31", mileage_package: 1500 }), at("2026-03-01 12:00"))).toBe(
      "mileage_upgrade_not_available",
    );
  });

  const settings = {
    sharedReturnMaxSubscriptions: 999,
    handover: true,
    mileageUpgrade: true,
    reportDamage: true,
    scheduleService: true,
    showForFinnUsers: true,
  };
  it.each([
    ["a private customer", "b2c", null, null],
    ["a business customer without company settings", "b2b", null, null],
    ["a company with the upgrade on", "b2b", settings, null],
    ["a company with the upgrade off", "b2b", { ...settings, mileageUpgrade: false }, "mileage_upgrade_switched_off"],
    ["a company whose portal is off for finn users", "b2b", { ...settings, showForFinnUsers: false }, "mileage_upgrade_switched_off"],
  ] as const)("account.md §2 Business portal: %s → %s", (_name, audience, businessSettings, expected) => {
    const deal = makeDeal({ state: "ACTIVE", end_date: "2027-06-30", mileage_package: 1500 });
    expect(mileageUpgradeBlock(deal, { ...at("2026-06-30 12:00"), audience, businessSettings })).toBe(expected);
  });

  it.each<[string, Parameters<typeof makeDeal>[0], string]>([
    ["a lead in CREATED", { state: "CREATED", variant: "LEAD", mileage_package: 1500 }, "mileage_upgrade_order_pending"],
    ["a lead without a package", { state: "CREATED", variant: "LEAD", mileage_package: null }, "mileage_upgrade_order_pending"],
    ["a lead in SIGNED", { state: "SIGNED", variant: "LEAD", mileage_package: 1500 }, "mileage_upgrade_order_pending"],
    ["a canceled lead", { state: "CANCELED", variant: "LEAD", mileage_package: 1500 }, "mileage_upgrade_not_available"],
    ["a deal without a package", { state: "CREATED", mileage_package: null }, "mileage_upgrade_not_available"],
  ])("offers nothing to %s → %s", (_name, overrides, expected) => {
    expect(mileageUpgradeBlock(makeDeal({ end_date: null, ...overrides }), at("2026-03-10 10:00"))).toBe(expected);
  });

  it("tells a business customer's lead to wait for the order, before the company's switch", () => {
    const deal = makeDeal({ state: "CREATED", variant: "LEAD", end_date: null, mileage_package: 1500 });
    const businessSettings = { ...settings, mileageUpgrade: false };
    expect(mileageUpgradeBlock(deal, { ...at("2026-03-10 10:00"), audience: "b2b", businessSettings })).toBe("mileage_upgrade_order_pending");
  });
});

describe("monthsDriven and isLateChange (deals.md §3 is_late_change)", () => {
  it.each([
    [null, "2026-03-10 10:00", 0, false],
    ["2026-03-12T10:00:00.000Z", "2026-03-10 10:00", 0, false], // not yet handed over
    ["2026-02-10T10:00:00.000Z", "2026-03-09 23:59", 0, false],
    ["2026-02-10T10:00:00.000Z", "2026-03-10 00:00", 1, true],
    ["2025-11-08T10:30:00.000Z", "2026-03-10 10:00", 4, true],
    // Handed over at 00:30 Berlin time on 1 February (23:30 UTC the day before).
    ["2026-01-31T23:30:00.000Z", "2026-03-01 00:10", 1, true],
  ])("handed over %s, at %s: %i months driven, late %s", (handover, now, months, late) => {
    const deal = makeDeal({ actual_handover_date: handover });
    expect(monthsDriven(deal, at(now))).toBe(months);
    expect(isLateChange(deal, at(now))).toBe(late);
  });
});

describe("packageFeeCents (the seeded price list: 25 EUR gross, 21 EUR net per 500 km)", () => {
  it.each([
    [1500, 2000, "b2c", 2_500],
    [1500, 2000, "b2b", 2_100],
    [1000, 2500, "b2c", 7_500],
    [3000, 4000, "b2c", 5_000],
    [500, 5000, "b2b", 18_900],
    [2000, 1500, "b2c", -2_500],
    [1750, 2000, "b2c", null],
    [1500, 3500, "b2c", null],
  ] as const)("%i → %i km for %s: %s cents a month", (current, target, audience, expected) => {
    expect(packageFeeCents(SEEDED_MILEAGE_PACKAGES, current, target, audience)).toBe(expected);
  });
});

describe("priceUpgrades (deals.md §3 amount_change, new_amount, one_time_payment; §4 never downward)", () => {
  const handedOver = makeDeal({ mileage_package: 1500, actual_handover_date: "2025-11-08T10:30:00.000Z" });

  it("offers every package above the current one, priced against the monthly rate, the 4 months driven paid once", () => {
    const offers = priceUpgrades(handedOver, 54_900, SEEDED_MILEAGE_PACKAGES, { ...at("2026-03-10 10:00"), audience: "b2c" }).map(toOffer);
    expect(offers).toEqual([
      { mileage_package: 2000, amount_change: 25, new_amount: 574, one_time_payment: 100 },
      { mileage_package: 2500, amount_change: 50, new_amount: 599, one_time_payment: 200 },
      { mileage_package: 3000, amount_change: 75, new_amount: 624, one_time_payment: 300 },
      { mileage_package: 4000, amount_change: 125, new_amount: 674, one_time_payment: 500 },
      { mileage_package: 5000, amount_change: 175, new_amount: 724, one_time_payment: 700 },
    ]);
  });

  it("a business customer's rate is the stored gross rate net of VAT, and back to the cent (issue 36 journeys)", () => {
    expect(rateInCustomerPricesCents(49_900, "b2b")).toBe(41_933); // 499 € gross: 419,33 € net, as the deal page says
    expect(rateInCustomerPricesCents(49_900, "b2c")).toBe(49_900);
    expect(grossRateCents(44_033, "b2b")).toBe(52_399);
    expect(grossRateCents(44_033, "b2c")).toBe(44_033);
    for (let net = 30_000; net < 31_000; net += 1) expect(rateInCustomerPricesCents(grossRateCents(net, "b2b"), "b2b")).toBe(net);
  });

  it("quotes a business customer net of VAT, and nothing once before the handover", () => {
    const ordered = makeDeal({ mileage_package: 1500, actual_handover_date: null });
    const [first] = priceUpgrades(ordered, 49_900, SEEDED_MILEAGE_PACKAGES, { ...at("2026-03-10 10:00"), audience: "b2b" }).map(toOffer);
    expect(first).toEqual({ mileage_package: 2000, amount_change: 21, new_amount: 520, one_time_payment: 0 });
  });

  it.each([
    [5000, []],
    [4000, [5000]],
    [1750, []], // not in the list: nothing to compare its price with
    [null, []],
  ])("on %s km → %j", (current, expected) => {
    const deal = makeDeal({ mileage_package: current, actual_handover_date: null });
    const offers = priceUpgrades(deal, 50_000, SEEDED_MILEAGE_PACKAGES, { ...at("2026-03-10 10:00"), audience: "b2c" });
    expect(offers.map((offer) => offer.mileage_package)).toEqual(expected);
  });
});
