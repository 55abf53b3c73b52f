import type { Deal } from "../types";

type SubscribedAsFields = Pick<Deal, "subscribed_as">;

// deals.md §4 says a deal "is" a prolongation or a same-day swap and names `subscribed_to` only where
// it means the follow-up's kind (the swap rule), so "the deal is a PROLONGATION" reads `subscribed_as`.

/** This deal continues an earlier one with the same car (deals.md §3, subscribed_as PROLONGATION). */
export function isProlongation(deal: SubscribedAsFields): boolean {
  return deal.subscribed_as === "PROLONGATION";
}

/**
 * This deal goes on in a prolongation (deals.md §3: subscribed_to names the follow-up's kind): the
 * customer keeps the car past its end, so there is no return to plan, no "ends in N days" and no
 * end-of-subscription choice left.
 */
export function isProlonged(deal: Pick<Deal, "subscribed_to" | "followup_subscription_id">): boolean {
  return deal.subscribed_to === "PROLONGATION" && deal.followup_subscription_id !== null;
}

/** This deal replaces an earlier car on the day it is returned (deals.md §3, subscribed_as SWAP_SAME_DAY). */
export function isSameDaySwap(deal: SubscribedAsFields): boolean {
  return deal.subscribed_as === "SWAP_SAME_DAY";
}

/**
 * This deal goes on in a same-day swap (deals.md §3: subscribed_to names the follow-up's kind; §4
 * "A swap is expected…"): its follow-up, another car, is already ordered for the day this car goes
 * back, so what comes after the contract is decided, as the list's swap banner says (the deal
 * page must not ask "Wie geht es weiter?" nor offer another swap).
 */
export function isSwappedOut(deal: Pick<Deal, "subscribed_to" | "followup_subscription_id">): boolean {
  return deal.subscribed_to === "SWAP_SAME_DAY" && deal.followup_subscription_id !== null;
}
