import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { DEFAULT_DEDUCTIBLE_CENTS, offeredInsuranceOptions, type InsuranceOption } from "./insurance-options";

const option = (addon_id: string, gross: number, full: number | null): InsuranceOption => ({
  addon_id,
  pricing: { amount: { gross } },
  attributes: { coverage: { full, partial: 50000 } },
});

describe("offeredInsuranceOptions (deals.md section 4)", () => {
  it("defaults the deductible to the spec's 500000 cents", () => {
    expect(DEFAULT_DEDUCTIBLE_CENTS).toBe(500000);
  });

  it.each([
    // option price, option full coverage, offered against a 29 EUR, 100000-cent deal
    [28.99, 50000, false], // cheaper than the current one
    [29, 50000, true], // the same price
    [29.01, 50000, true],
    [29, 99999, true],
    [29, 100000, true], // equal to the deductible
    [29, 100001, false], // above it
    [29, null, true],
  ])("price %d, full coverage %s → %s", (gross, full, expected) => {
    const deal = makeDeal({ insurance_amount: 29, damage_deductible_vollkasko: 100000 });
    expect(offeredInsuranceOptions(deal, [option("a", gross, full)]).length === 1).toBe(expected);
  });

  it.each([
    [500000, true],
    [500001, false],
  ])("without a deal deductible, full coverage %i → %s", (full, expected) => {
    const deal = makeDeal({ insurance_amount: 29, damage_deductible_vollkasko: null });
    expect(offeredInsuranceOptions(deal, [option("a", 29, full)]).length === 1).toBe(expected);
  });

  it("takes any price when no insurance is booked, and keeps the order", () => {
    const deal = makeDeal({ insurance_amount: null, damage_deductible_vollkasko: 100000 });
    const options = [option("free", 0, 100000), option("comfort", 29, 50000), option("too-high", 10, 150000)];
    expect(offeredInsuranceOptions(deal, options).map((o) => o.addon_id)).toEqual(["free", "comfort"]);
  });
});
