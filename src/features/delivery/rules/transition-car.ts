import type { Deal } from "@/features/deals/types";

/**
 * deals.md §4: "Transition-car modal: opens once for a CREATED deal with bridging_type BEGINNING
 * unless an accepted flag is stored locally." `accepted` is that stored flag.
 */
export function isTransitionCarModalShown(deal: Pick<Deal, "state" | "bridging_type">, accepted: boolean): boolean {
  return deal.state === "CREATED" && deal.bridging_type === "BEGINNING" && !accepted;
}
