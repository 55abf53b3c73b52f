import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { insuranceType } from "./insurance-type";

describe("insuranceType (deals.md §3, §6, §9)", () => {
  it.each([
    [100_000, null, "basic"],
    [50_001, null, "basic"],
    [50_000, null, "comfort"],
    [30_000, null, "comfort"],
    [null, null, "basic"],
    [100_000, 50_000, "comfort"],
  ] as const)("full coverage %s, customer-specific %s → %s", (vk, specific, expected) => {
    expect(insuranceType(makeDeal({ damage_deductible_vollkasko: vk, customer_specific_vk_damage_deductible: specific }))).toBe(expected);
  });
});
