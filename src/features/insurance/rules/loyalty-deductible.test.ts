import { describe, expect, it } from "vitest";
import type { LoyaltyLevel } from "@/features/loyalty/types";
import { withLoyaltyDeductibleCap } from "./loyalty-deductible";

const deal = (
  state: "CREATED" | "ACTIVE" | "ENDED",
  vk: number | null,
  tk: number | null = 50_000,
  specific: number | null = null,
  subscribedAs: "PROLONGATION" | null = null,
) => ({
  variant: "SUBSCRIPTION" as const,
  state,
  subscribed_as: subscribedAs,
  damage_deductible_vollkasko: vk,
  damage_deductible_teilkasko: tk,
  customer_specific_vk_damage_deductible: specific,
});

describe("withLoyaltyDeductibleCap (account.md §9: Black bears at most 500 EUR)", () => {
  it.each<[string, ReturnType<typeof deal>, LoyaltyLevel | null, [number | null, number | null, number | null]]>([
    ["Black, car on the road with 1,000 EUR: 500 EUR", deal("ACTIVE", 100_000), "Black", [50_000, 50_000, null]],
    ["Black, 750 EUR and a partial 600 EUR: both 500 EUR", deal("ACTIVE", 75_000, 60_000), "Black", [50_000, 50_000, null]],
    ["Black, customer-specific 1,500 EUR: 500 EUR", deal("ACTIVE", 100_000, 50_000, 150_000), "Black", [50_000, 50_000, 50_000]],
    ["Black, 300 EUR stays 300 EUR", deal("ACTIVE", 30_000, 15_000), "Black", [30_000, 15_000, null]],
    ["Black, no deductible known: none", deal("ENDED", null, null), "Black", [null, null, null]],
    [
      "Black, ordered with 1,000 EUR: the free reduction is offered, the contract still says 1,000 EUR",
      deal("CREATED", 100_000),
      "Black",
      [100_000, 50_000, null],
    ],
    [
      "Black, a prolongation ordered with 1,000 EUR (car already with the customer): 500 EUR",
      deal("CREATED", 100_000, 50_000, null, "PROLONGATION"),
      "Black",
      [50_000, 50_000, null],
    ],
    ["Platinum, car on the road: 1,000 EUR", deal("ACTIVE", 100_000), "Platinum", [100_000, 50_000, null]],
    ["Silver: 1,000 EUR", deal("ACTIVE", 100_000), "Silver", [100_000, 50_000, null]],
    ["no level: 1,000 EUR", deal("ACTIVE", 100_000), null, [100_000, 50_000, null]],
  ])("%s", (_, input, level, [vk, tk, specific]) => {
    const capped = withLoyaltyDeductibleCap(input, level);
    expect([capped.damage_deductible_vollkasko, capped.damage_deductible_teilkasko, capped.customer_specific_vk_damage_deductible]).toEqual([
      vk,
      tk,
      specific,
    ]);
  });
});
