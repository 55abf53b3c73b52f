import { berlinDay, daysBetween } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { hasEarlyAvailability, type HandoverAvailability } from "./early-availability";

/**
 * deals.md §9: "Delay credit: 10 percent of the monthly rate from 8 days late, 20 percent from 15
 * days." Highest threshold first.
 */
export const DELAY_CREDIT_TIERS: readonly { fromDaysLate: number; percentOfMonthlyRate: number }[] = [
  { fromDaysLate: 15, percentOfMonthlyRate: 20 },
  { fromDaysLate: 8, percentOfMonthlyRate: 10 },
];

type DeliveryDates = Pick<Deal, "planned_delivery_date" | "preferred_delivery_date">;

/**
 * The planned delivery date differs from the preferred one and lies ahead: after today in Berlin
 * (deals.md §4, the first two conditions of the delay banner).
 */
export function isDeliveryDelayed(deal: DeliveryDates, context: Pick<RuleContext, "now">): boolean {
  if (deal.planned_delivery_date === null || deal.preferred_delivery_date === null) return false;
  const planned = berlinDay(deal.planned_delivery_date);
  return planned !== berlinDay(deal.preferred_delivery_date) && planned > berlinDay(context.now);
}

/**
 * deals.md §4: "A delay banner shows only when the planned delivery date differs from the preferred
 * one, is in the future and no early availability applies."
 */
export function isDeliveryDelayBannerShown(
  deal: DeliveryDates,
  context: Pick<RuleContext, "now">,
  handoverMetadata: HandoverAvailability | null,
): boolean {
  return isDeliveryDelayed(deal, context) && !hasEarlyAvailability(handoverMetadata);
}

/** Calendar days from the preferred to the planned delivery date; null without both. */
export function deliveryDaysLate(deal: DeliveryDates): number | null {
  if (deal.planned_delivery_date === null || deal.preferred_delivery_date === null) return null;
  return daysBetween(berlinDay(deal.preferred_delivery_date), berlinDay(deal.planned_delivery_date));
}

/** The credit for keeping a late car, in EUR rounded to the cent (deals.md §4 and §9); 0 when none is due. */
export function delayCreditAmount(deal: DeliveryDates & Pick<Deal, "amount">): number {
  const daysLate = deliveryDaysLate(deal) ?? 0;
  const tier = DELAY_CREDIT_TIERS.find((candidate) => daysLate >= candidate.fromDaysLate);
  return tier ? Math.round(deal.amount * tier.percentOfMonthlyRate) / 100 : 0;
}
