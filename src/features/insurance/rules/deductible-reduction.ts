import type { Deal } from "@/features/deals/types";
import { isProlongation } from "@/features/deals/rules/subscribed-as";

/** deals.md §4: offered "with a 1,000 EUR deductible"; §3: "100000 is 1,000 EUR" (cents). */
export const DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS = 100000;

export type DeductibleReductionOffer =
  | { status: "offered" }
  /** "announced as coming later for LEAD variant" */
  | { status: "comingLater" }
  | { status: "refused"; reason: "carAlreadyHandedOver" | "deductibleAlreadyLower" }
  /** Neither offered nor refused by the spec: not shown. */
  | { status: "notApplicable" };

type DeductibleFields = Pick<Deal, "variant" | "state" | "subscribed_as" | "damage_deductible_vollkasko">;

/**
 * deals.md §4: "Deductible reduction is offered to SUBSCRIPTION-variant deals in CREATED with a
 * 1,000 EUR deductible; refused for ACTIVE deals (car already handed over); announced as coming
 * later for LEAD variant; refused for lower deductibles." The deductible is the full-coverage
 * (Vollkasko) one. Checked in that order: lead, then handed over, then the amount. A prolongation's
 * follow-up deal (subscribed_as PROLONGATION) is CREATED while the customer already drives its car,
 * so §4's reason "car already handed over" refuses it as it refuses an ACTIVE deal.
 */
export function deductibleReductionOffer(deal: DeductibleFields): DeductibleReductionOffer {
  if (deal.variant === "LEAD") return { status: "comingLater" };
  if (deal.state === "ACTIVE" || isProlongation(deal)) return { status: "refused", reason: "carAlreadyHandedOver" };
  const deductible = deal.damage_deductible_vollkasko;
  if (deductible !== null && deductible < DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS) {
    return { status: "refused", reason: "deductibleAlreadyLower" };
  }
  if (deal.state === "CREATED" && deductible === DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS) return { status: "offered" };
  return { status: "notApplicable" };
}

export function isDeductibleReductionOffered(deal: DeductibleFields): boolean {
  return deductibleReductionOffer(deal).status === "offered";
}

/**
 * Whether the comfort protection would lower this deal's full-coverage deductible: it takes the
 * standard 1,000 EUR one to 500 EUR (§9), so it is "refused for lower deductibles" (§4) as the
 * reduction is, e.g. after an insurance option of 300 EUR. Without a deductible, the default one of
 * 5,000 EUR (§9) applies.
 */
export function doesProtectionLowerTheDeductible(deal: Pick<Deal, "damage_deductible_vollkasko">): boolean {
  return deal.damage_deductible_vollkasko === null || deal.damage_deductible_vollkasko >= DEDUCTIBLE_REDUCTION_ELIGIBLE_VK_CENTS;
}
