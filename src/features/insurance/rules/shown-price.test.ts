import { describe, expect, it } from "vitest";
import type { Addon } from "../types";
import { isFreeForLoyalty, shownPrice } from "./shown-price";

const priced = (gross: number, group: Addon["group"] = "protection") => ({
  group,
  pricing: { amount: { gross, net: Math.round((gross / 1.19) * 100) / 100 }, billing: "monthly" as const },
});

describe("shownPrice (deals.md §6: business prices net of VAT)", () => {
  it.each([
    [29, "b2c", 29],
    [29, "b2b", 24.37],
    [0, "b2b", 0],
  ] as const)("%d EUR gross for %s → %d", (gross, audience, expected) => {
    expect(shownPrice(priced(gross), audience)).toBe(expected);
  });
});

describe("isFreeForLoyalty (account.md §9 '29 / free for loyalty level black')", () => {
  it.each([
    [0, "protection", "Black", true],
    [29, "protection", "Black", false],
    [0, "protection", "Gold", false],
    [0, "mileage", "Black", false],
  ] as const)("%d EUR %s for %s → %s", (gross, group, level, expected) => {
    expect(isFreeForLoyalty(priced(gross, group), level)).toBe(expected);
  });
});
