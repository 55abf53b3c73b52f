import { berlinDay, daysBetween } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";

/** deals.md §4 and §9: "handover and return dates must then be within 30 days" ("Swap window 30 days"). */
export const SWAP_WINDOW_DAYS = 30;

type SwapFields = Pick<
  Deal,
  "state" | "previous_subscription_id" | "subscribed_as" | "bridging_type" | "handover_appointment_date" | "preferred_handover_date"
>;
export type PreviousDeal = Pick<Deal, "id" | "state" | "followup_subscription_id" | "subscribed_to" | "return_date">;

/**
 * deals.md §4: "A swap is expected when a CREATED deal has a previous subscription (not a
 * prolongation) whose deal is ACTIVE with a follow-up and subscribed_to SWAP_SAME_DAY; handover and
 * return dates must then be within 30 days and bridging_type must not be BEGINNING."
 * "Not a prolongation" is this deal's `subscribed_as`. Its handover date is the booked appointment,
 * else the preferred date; the return date is the previous deal's, and both must be known.
 */
export function isSwapExpected(deal: SwapFields, previousDeal: PreviousDeal | null): boolean {
  if (
    deal.state !== "CREATED" ||
    deal.subscribed_as === "PROLONGATION" ||
    deal.bridging_type === "BEGINNING" ||
    previousDeal === null ||
    previousDeal.id !== deal.previous_subscription_id ||
    previousDeal.state !== "ACTIVE" ||
    previousDeal.followup_subscription_id === null ||
    previousDeal.subscribed_to !== "SWAP_SAME_DAY"
  ) {
    return false;
  }
  const handover = deal.handover_appointment_date ?? deal.preferred_handover_date;
  if (handover === null || previousDeal.return_date === null) return false;
  return Math.abs(daysBetween(berlinDay(previousDeal.return_date), berlinDay(handover))) <= SWAP_WINDOW_DAYS;
}
