import type { Deal, DealState } from "../types";

const IN_PREPARATION: ReadonlySet<DealState> = new Set(["CREATED", "SIGNED", "EXTERNALLY_VERIFIED"]);
const ENDED: ReadonlySet<DealState> = new Set(["INACTIVE", "ENDED"]);
const CALLED_OFF: ReadonlySet<DealState> = new Set(["STOPPED", "CANCELED"]);

/** A deal becomes ACTIVE once the car is handed over (deals.md section 4). */
export function isDealActive(deal: Pick<Deal, "state">): boolean {
  return deal.state === "ACTIVE";
}

/** Ordered, checked or being prepared: the car has not been handed over yet. */
export function isDealInPreparation(deal: Pick<Deal, "state">): boolean {
  return IN_PREPARATION.has(deal.state);
}

/** SIGNED is "Bestellung wird geprüft" (deals.md §4): the order is checked before any car is prepared. */
export function isOrderUnderReview(deal: Pick<Deal, "state">): boolean {
  return deal.state === "SIGNED";
}

/** INACTIVE and ENDED share the label "Beendet" (deals.md section 4). */
export function isDealEnded(deal: Pick<Deal, "state">): boolean {
  return ENDED.has(deal.state);
}

/** STOPPED and CANCELED deals never started; deals.md section 4 names no label for them. */
export function isDealCalledOff(deal: Pick<Deal, "state">): boolean {
  return CALLED_OFF.has(deal.state);
}

export function isLeadDeal(deal: Pick<Deal, "variant">): boolean {
  return deal.variant === "LEAD";
}

/** A business-mini deal (account.md section 2: the company section shows only for these). */
export function isBusinessDeal(deal: Pick<Deal, "type">): boolean {
  return deal.type === "MINIB2B";
}

/**
 * The car has reached the customer: ACTIVE, or over after having been ACTIVE (INACTIVE, ENDED).
 * Blocks about the car in use (damage reports) are pointless before that.
 */
export function wasCarHandedOver(deal: Pick<Deal, "state" | "actual_handover_date">): boolean {
  return deal.actual_handover_date !== null || isDealActive(deal) || isDealEnded(deal);
}
