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
  return deal.state === "ACTIVE" && deal.subscribed_as === null && !isProlonged(deal) && !isSwappedOut(deal) && deal.bridging_type !== "BEGINNING";
}
