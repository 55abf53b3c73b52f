import type { Deal } from "@/features/deals/types";
import { isProlonged, isSwappedOut } from "@/features/deals/rules/subscribed-as";

/**
 * deals.md §4: "the extend/options action is offered for ACTIVE deals that are not a swap, a
 * prolongation or a beginning bridging vehicle". Swap and prolongation are what the deal is
 * subscribed as (`subscribed_as`, whose only values they are).
 */
export type EndOfSubscriptionFields = Pick<Deal, "state" | "subscribed_as" | "subscribed_to" | "followup_subscription_id" | "bridging_type">;

export function areEndOfSubscriptionOptionsOffered(deal: EndOfSubscriptionFields): boolean {
  // Not offered again once the deal is prolonged or goes on in a same-day swap to
  // the car already ordered: its end is decided.
  return deal.state === "ACTIVE" && deal.subscribed_as === null && deal.bridging_type !== "BEGINNING" && !isProlonged(deal) && !isSwappedOut(deal);
}

/**
 * Whether the swap modal (`swap_modal`, deals.md §2) may lead to the car search for this deal: the
 * options' rule (§4). A deal whose end is decided (prolonged, or going on in a same-day swap to the
 * car already ordered) opened a search for a second swap by a typed link, which the deal page
 * itself no longer offers; an ended deal, an order or a prolongation opens nothing (a swap of them
 * would set up a follow-up for a car that is not on the road).
 */
export function isSwapPossible(deal: EndOfSubscriptionFields): boolean {
  return areEndOfSubscriptionOptionsOffered(deal);
}
