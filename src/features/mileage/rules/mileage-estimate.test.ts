import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { mileageReportOutcome } from "./mileage-report-outcome";
import { estimateMileage, recommendPackage } from "./mileage-estimate";
import { SEEDED_MILEAGE_PACKAGES } from "./mileage-packages";
import { makeDeal } from "../../../../tests/helpers/make-deal";

const handoverDate = dayjs.tz("2026-01-10 11:00", TIME_ZONE);
const base = {
  handoverMileage: 10,
  handoverDate,
  now: handoverDate.add(4, "month"),
  term: 12,
  mileagePackage: 1500,
  addonMileage: 0,
  additionalMileageFeeCents: 20,
  catalogue: SEEDED_MILEAGE_PACKAGES,
  audience: "b2c" as const,
};

describe("estimateMileage (deals.md §3 mileage report response)", () => {
  it("extrapolates 4 months at 1,700 km to an excess of 200 km a month, 2,400 km and 480 EUR over 12 months", () => {
    expect(estimateMileage({ ...base, currentMileage: 10 + 6_800 })).toEqual({
      monthly_mileage_usage: 1_700,
      monthly_mileage_excess: 200,
      estimated_total_mileage_usage: 20_400,
      estimated_total_excess: 2_400,
      estimated_total_excess_mileage_cost: 480,
      estimated_total_excess_mileage_cost_cents: 48_000,
      recommended_mileage_package: { mileage_package: 2000, mileage_package_fee: 25 },
    });
  });

  it.each([
    [true, { mileage_package: 2000, mileage_package_fee: 25 }],
    [false, null],
  ])("upgrade still possible %s: recommends %j (no package the customer can no longer book, deals.md §4)", (upgradePossible, recommended) => {
    const estimate = estimateMileage({ ...base, currentMileage: 10 + 6_800, upgradePossible });
    expect(estimate.monthly_mileage_excess).toBe(200);
    expect(estimate.recommended_mileage_package).toEqual(recommended);
  });

  it("quotes a business customer the cost and the recommended package's fee net of VAT: 480 EUR gross is 403.36 EUR (deals.md §6)", () => {
    const estimate = estimateMileage({ ...base, currentMileage: 10 + 6_800, audience: "b2b" });
    expect(estimate.estimated_total_excess_mileage_cost).toBe(403.36);
    expect(estimate.estimated_total_excess_mileage_cost_cents).toBe(40_336);
    expect(estimate.recommended_mileage_package).toEqual({ mileage_package: 2000, mileage_package_fee: 21 });
  });

  it.each([
    [0, 480],
    [250, 430], // Gold (account.md §9): 2,150 of the 2,400 km charged
    [500, 380], // Platinum
    [1_000, 280], // Black
    [2_400, 0],
    [5_000, 0], // more free than extra: nothing, never a credit
  ])("with %i km free on the final settlement the estimated cost is %i EUR", (free, cost) => {
    const estimate = estimateMileage({ ...base, currentMileage: 10 + 6_800, freeKilometresOnSettlement: free });
    expect(estimate.estimated_total_excess).toBe(2_400);
    expect(estimate.estimated_total_excess_mileage_cost).toBe(cost);
  });

  it.each([
    [10 + 6_000, 0, 0, null], // exactly the package
    [10 + 6_004, 1, 2.4, { mileage_package: 2000, mileage_package_fee: 25 }],
    [10 + 5_996, -1, 0, null],
    [10 + 4_000, -500, 0, null],
  ])("at %i km the monthly excess is %i and the estimated cost %f EUR", (currentMileage, excess, cost, recommended) => {
    const estimate = estimateMileage({ ...base, currentMileage });
    expect(estimate.monthly_mileage_excess).toBe(excess);
    expect(estimate.recommended_mileage_package).toEqual(recommended);
    expect(estimate.estimated_total_excess_mileage_cost).toBe(cost);
  });

  it("counts a one-time add-on over the term: 1,200 km more make 100 km a month", () => {
    expect(estimateMileage({ ...base, currentMileage: 10 + 6_400, addonMileage: 1_200 }).monthly_mileage_excess).toBe(0);
  });

  it("counts a report in the first month as one month", () => {
    const estimate = estimateMileage({ ...base, currentMileage: 1_010, now: handoverDate.add(10, "day") });
    expect(estimate.monthly_mileage_usage).toBe(1_000);
  });

  it("assumes 12 months for an open-ended subscription", () => {
    expect(estimateMileage({ ...base, term: null, currentMileage: 10 + 6_800 }).estimated_total_mileage_usage).toBe(20_400);
  });

  it("feeds the outcome of deals.md §4: an excess with a package offers the upgrade, a deficit does not", () => {
    const deal = makeDeal();
    expect(mileageReportOutcome(deal, estimateMileage({ ...base, currentMileage: 10 + 6_800 }))).toEqual({
      kind: "exceeds",
      recommendedPackage: { mileage_package: 2000, mileage_package_fee: 25 },
    });
    expect(mileageReportOutcome(deal, estimateMileage({ ...base, currentMileage: 10 + 4_000 }))).toEqual({ kind: "notExceeding" });
    expect(mileageReportOutcome(deal, estimateMileage({ ...base, currentMileage: 10 + 6_000 }))).toEqual({ kind: "error" });
  });
});

describe("recommendPackage (deals.md §4: never downward)", () => {
  it.each([
    [1_700, 1_500, 2_000, 25],
    [2_001, 1_500, 2_500, 50],
    [3_500, 3_000, 4_000, 50],
    [9_000, 3_000, 5_000, 100],
  ])("%i km a month on %i → %i for %i EUR more", (usage, current, expected, fee) => {
    expect(recommendPackage(usage, current, SEEDED_MILEAGE_PACKAGES, "b2c")).toEqual({ mileage_package: expected, mileage_package_fee: fee });
  });

  it("quotes business customers the net price list: 21 EUR per 500 km", () => {
    expect(recommendPackage(1_700, 1_500, SEEDED_MILEAGE_PACKAGES, "b2b")).toEqual({ mileage_package: 2_000, mileage_package_fee: 21 });
  });

  it("offers only what the price list holds, and nothing for a package it lacks", () => {
    const list = SEEDED_MILEAGE_PACKAGES.filter((price) => price.mileage_package !== 2_000);
    expect(recommendPackage(1_700, 1_500, list, "b2c")).toEqual({ mileage_package: 2_500, mileage_package_fee: 50 });
    expect(recommendPackage(1_700, 1_750, list, "b2c")).toBeNull();
  });

  it("has nothing above the largest package", () => {
    expect(recommendPackage(9_000, 5_000, SEEDED_MILEAGE_PACKAGES, "b2c")).toBeNull();
  });
});
