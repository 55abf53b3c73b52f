import type { Deal } from "@/features/deals/types";

/**
 * deals.md §4: "the extend/options action is offered for ACTIVE deals that are not a swap, a
 * prolongation or a beginning bridging vehicle". Swap and prolongation are what the deal is
 * subscribed as (`subscribed_as`, whose only values they are).
 */
export function areEndOfSubscriptionOptionsOffered(deal: Pick<Deal, "state" | "subscribed_as" | "bridging_type">): boolean {
  return deal.state === "ACTIVE" && deal.subscribed_as === null && deal.bridging_type !== "BEGINNING";
}
