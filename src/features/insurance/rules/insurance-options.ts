import type { Deal } from "@/features/deals/types";

/** deals.md §4 and §9: "full coverage not above the deductible (default 500000 cents)". */
export const DEFAULT_DEDUCTIBLE_CENTS = 500000;

/** An insurance add-on of POST /api/addons (deals.md §3, "Addons"); coverage deductibles in cents. */
export interface InsuranceOption {
  addon_id: string;
  pricing: { amount: { gross: number } };
  attributes: { coverage: { full: number | null; partial: number | null } };
}

/**
 * deals.md §4: "Offered options: price not lower than the current one and full coverage not above
 * the deductible (default 500000 cents)." The current price is the deal's `insurance_amount` (none
 * booked: any price), the deductible its `damage_deductible_vollkasko`, else the default. An option
 * without a full-coverage deductible has nothing to exceed.
 */
export function offeredInsuranceOptions<T extends InsuranceOption>(
  deal: Pick<Deal, "insurance_amount" | "damage_deductible_vollkasko">,
  options: readonly T[],
): T[] {
  const currentPrice = deal.insurance_amount ?? 0;
  const deductible = deal.damage_deductible_vollkasko ?? DEFAULT_DEDUCTIBLE_CENTS;
  return options.filter((option) => {
    const fullCoverage = option.attributes.coverage.full;
    return option.pricing.amount.gross >= currentPrice && (fullCoverage === null || fullCoverage <= deductible);
  });
}
