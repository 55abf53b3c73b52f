import type { Deal } from "@/features/deals/types";
import { isRetentionWindowOpen, type RetentionFields } from "./retention-window";

/** deals.md §4 and §9: "Prolong needs 1 to 9999 prolongation options" ("Prolongation options 1 to 9999"). */
export const PROLONGATION_OPTIONS_MIN = 1;
export const PROLONGATION_OPTIONS_MAX = 9999;
/** deals.md §4: "A legacy 5 percent prolongation". */
export const LEGACY_PROLONGATION_DISCOUNT_PERCENT = 5;

/** One prolongation option (deals.md §3, "Prolongation options"). */
export interface ProlongationOption {
  term: number;
  price: number;
  original_price: number;
  discount: number;
}

/** deals.md §4: "Prolong needs 1 to 9999 prolongation options and a subscription-service deal." */
export function isProlongationOffered(deal: Pick<Deal, "belongs_to_subscription_service">, options: readonly ProlongationOption[]): boolean {
  return deal.belongs_to_subscription_service && options.length >= PROLONGATION_OPTIONS_MIN && options.length <= PROLONGATION_OPTIONS_MAX;
}

/**
 * deals.md §4: "A legacy 5 percent prolongation applies when the deal is not a subscription-service
 * deal and the retention window is not open."
 */
export function isLegacyProlongationApplicable(deal: Pick<Deal, "belongs_to_subscription_service"> & RetentionFields): boolean {
  return !deal.belongs_to_subscription_service && !isRetentionWindowOpen(deal);
}
