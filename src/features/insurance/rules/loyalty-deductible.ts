import type { Deal } from "@/features/deals/types";
import { cappedDeductibleCents } from "@/features/loyalty/rules/loyalty-rules";
import type { LoyaltyLevel } from "@/features/loyalty/types";
import { isDeductibleReductionOffered } from "./deductible-reduction";

type DeductibleDeal = Pick<
  Deal,
  "variant" | "state" | "subscribed_as" | "damage_deductible_vollkasko" | "damage_deductible_teilkasko" | "customer_specific_vk_damage_deductible"
>;

/**
 * account.md §9 "Black: deductible maximum 500 EUR": the deductibles a Black customer bears, as the
 * deal shows them. Where the deal still offers the comfort protection's reduction (a CREATED deal
 * with 1,000 EUR, deals.md §4), Black books it at no cost (§6 "29 / free for loyalty level black")
 * and the contract says 500 EUR from then on; everywhere else (a car on the road, a deal that
 * reached Black after its order) the level caps the deductibles itself.
 */
export function withLoyaltyDeductibleCap<T extends DeductibleDeal>(deal: T, level: LoyaltyLevel | null): T {
  if (level !== "Black" || isDeductibleReductionOffered(deal)) return deal;
  return {
    ...deal,
    damage_deductible_vollkasko: cappedDeductibleCents(deal.damage_deductible_vollkasko, level),
    damage_deductible_teilkasko: cappedDeductibleCents(deal.damage_deductible_teilkasko, level),
    customer_specific_vk_damage_deductible: cappedDeductibleCents(deal.customer_specific_vk_damage_deductible, level),
  };
}
