import { describe, expect, it } from "vitest";
import { CATEGORY_CAR_TERMS, CATEGORY_FREE_SWAPS, CATEGORY_SUBSCRIPTION_MONTHS, categorySubscriptionEnd } from "./category-subscription";

describe("category subscription (deals.md §1, §9)", () => {
  it("runs 36 months, allows up to 3 free swaps, each car 12 or 24 months", () => {
    expect({ months: CATEGORY_SUBSCRIPTION_MONTHS, swaps: CATEGORY_FREE_SWAPS, terms: CATEGORY_CAR_TERMS }).toEqual({
      months: 36,
      swaps: 3,
      terms: [12, 24],
    });
  });

  it.each([
    ["2026-12-12", "2029-12-11"],
    ["2027-01-01", "2029-12-31"],
    ["2027-02-28", "2030-02-27"],
    ["2028-02-29", "2031-02-27"],
  ])("from %s its last day is %s", (start, end) => {
    expect(categorySubscriptionEnd(start)).toBe(end);
  });
});
