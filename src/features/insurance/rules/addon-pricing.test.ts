import { describe, expect, it } from "vitest";
import type { AddonGroup, LoyaltyLevel } from "../types";
import {
  addonChargeCents,
  COMFORT_PROTECTION_MONTHLY_CENTS,
  COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS,
  dealFieldsWithAddon,
  type AddonDealFields,
  type AppliedAddonEffect,
} from "./addon-pricing";

describe("addonChargeCents (deals.md §6, §9; account.md §9)", () => {
  it("knows the spec's numbers: 29 EUR a month, a 500 EUR deductible", () => {
    expect(COMFORT_PROTECTION_MONTHLY_CENTS).toBe(2900);
    expect(COMFORT_PROTECTION_VK_DEDUCTIBLE_CENTS).toBe(50000);
  });

  it.each<[AddonGroup, number, LoyaltyLevel | null, number]>([
    ["protection", 2900, null, 2900],
    ["protection", 2900, "Silver", 2900],
    ["protection", 2900, "Gold", 2900],
    ["protection", 2900, "Platinum", 2900],
    ["protection", 2900, "Black", 0],
    ["insurance", 1490, "Black", 1490],
    ["mileage", 9900, "Black", 9900],
    ["mileage", 9900, "Silver", 9900],
  ])("%s at %i cents for loyalty %s → %i", (group, priceCents, level, expected) => {
    expect(addonChargeCents({ group, billing: group === "mileage" ? "one_time" : "monthly", priceCents }, level)).toBe(expected);
  });
});

const deal: AddonDealFields = {
  amountCents: 72_900,
  insuranceAmountCents: null,
  damageDeductibleVollkaskoCents: 100_000,
  damageDeductibleTeilkaskoCents: 50_000,
  addonMileage: null,
};
const effect = (overrides: Partial<AppliedAddonEffect>): AppliedAddonEffect => ({
  group: "insurance",
  billing: "monthly",
  priceCents: 0,
  coverageFullCents: null,
  coveragePartialCents: null,
  additionalKilometers: null,
  ...overrides,
});

describe("dealFieldsWithAddon", () => {
  it.each<[string, AddonDealFields, AppliedAddonEffect, number, AddonDealFields]>([
    [
      "comfort protection at 29 EUR: rate +29, insurance 29, full coverage 1,000 → 500 EUR",
      deal,
      effect({ group: "protection", priceCents: 2900, coverageFullCents: 50_000 }),
      2900,
      { ...deal, amountCents: 75_800, insuranceAmountCents: 2900, damageDeductibleVollkaskoCents: 50_000 },
    ],
    [
      "comfort protection free for Black: the rate stays, the deductible falls to 500 EUR",
      deal,
      effect({ group: "protection", priceCents: 2900, coverageFullCents: 50_000 }),
      0,
      { ...deal, insuranceAmountCents: 0, damageDeductibleVollkaskoCents: 50_000 },
    ],
    [
      "comfort protection never raises a lower deductible",
      { ...deal, damageDeductibleVollkaskoCents: 30_000 },
      effect({ group: "protection", priceCents: 2900, coverageFullCents: 50_000 }),
      2900,
      { ...deal, amountCents: 75_800, insuranceAmountCents: 2900, damageDeductibleVollkaskoCents: 30_000 },
    ],
    [
      "insurance option replaces the booked insurance (29 → 39 EUR: rate +10)",
      { ...deal, insuranceAmountCents: 2900 },
      effect({ group: "insurance", priceCents: 3900, coverageFullCents: 30_000, coveragePartialCents: 15_000 }),
      3900,
      { ...deal, amountCents: 73_900, insuranceAmountCents: 3900, damageDeductibleVollkaskoCents: 30_000, damageDeductibleTeilkaskoCents: 15_000 },
    ],
    [
      "one-time mileage adds kilometres, not to the monthly rate",
      { ...deal, addonMileage: 500 },
      effect({ group: "mileage", billing: "one_time", priceCents: 17_900, additionalKilometers: 1000 }),
      17_900,
      { ...deal, addonMileage: 1500 },
    ],
  ])("%s", (_label, before, addon, charge, expected) => {
    expect(dealFieldsWithAddon(before, addon, charge)).toEqual(expected);
  });
});
