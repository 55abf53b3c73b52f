import type { Deal } from "@/features/deals/types";
import { isProlongation, isProlonged } from "@/features/deals/rules/subscribed-as";
import type { CalendarDay } from "@/lib/calendar-day";
import { prolongationStartDate } from "./prolongation-offer";

/**
 * How a deal relates to a prolongation, for the list and the deal page (the list
 * showed the same car twice, "Abo aktiv" and "Abo wird vorbereitet", with no word on how they
 * relate): the original is prolonged from the day after its minimum commitment end (deals.md §9),
 * and the follow-up, a prolongation not yet running, starts on that day, which it holds as its
 * delivery day (the car stays with the customer; `prolongation-service.ts`).
 */
export type ProlongationLink = { kind: "prolonged"; startsOn: CalendarDay } | { kind: "prolongation"; startsOn: CalendarDay };

export function prolongationLink(
  deal: Pick<
    Deal,
    "state" | "subscribed_as" | "subscribed_to" | "followup_subscription_id" | "minimum_commitment_end_date" | "planned_delivery_date"
  >,
): ProlongationLink | null {
  if (isProlonged(deal) && deal.minimum_commitment_end_date) {
    return { kind: "prolonged", startsOn: prolongationStartDate(deal.minimum_commitment_end_date) };
  }
  if (isProlongation(deal) && deal.state === "CREATED" && deal.planned_delivery_date) {
    return { kind: "prolongation", startsOn: deal.planned_delivery_date.slice(0, 10) };
  }
  return null;
}
