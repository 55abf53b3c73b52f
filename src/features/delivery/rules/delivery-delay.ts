import { berlinDay, daysBetween, type CalendarDay } from "@/lib/calendar-day";
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

export type DeliveryDates = Pick<Deal, "planned_delivery_date" | "preferred_delivery_date" | "delivery_delay">;

/** A late car: the delivery day the customer had wished and the day the car is there (calendar days). */
export interface DeliveryDelay {
  wished: CalendarDay;
  carReady: CalendarDay;
}

/**
 * The deal's delay (deals.md §4), as its own fact: the stored one, which a change
 * of the delivery day leaves alone; without one, the dates as upstream sends them, a planned date
 * after the preferred one. Null when the car is on time or early.
 */
export function deliveryDelay(deal: DeliveryDates): DeliveryDelay | null {
  if (deal.delivery_delay) {
    const wished = berlinDay(deal.delivery_delay.wished_date);
    const carReady = berlinDay(deal.delivery_delay.car_ready_date);
    return carReady > wished ? { wished, carReady } : null;
  }
  if (deal.planned_delivery_date === null || deal.preferred_delivery_date === null) return null;
  const planned = berlinDay(deal.planned_delivery_date);
  const preferred = berlinDay(deal.preferred_delivery_date);
  return planned > preferred ? { wished: preferred, carReady: planned } : null;
}

/**
 * The first two conditions of the delay banner (deals.md §4): the planned delivery date differs
 * from the preferred one and lies ahead, after today in Berlin. A customer who moved the delivery
 * chose one of the delay options ("change the delivery date", §4): both dates are then the booked
 * day, and the banner, its credit and its options go. The stored delay still bounds the days the
 * change offers (`earliestHandoverDay`), so no day before the car is there can be booked.
 */
export function isDeliveryDelayed(deal: DeliveryDates, context: Pick<RuleContext, "now">): boolean {
  const today = berlinDay(context.now);
  if (deal.planned_delivery_date === null || deal.preferred_delivery_date === null) return false;
  const planned = berlinDay(deal.planned_delivery_date);
  return planned > today && planned !== berlinDay(deal.preferred_delivery_date);
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

/**
 * The date the banner says the customer had wished ("{planned} statt {preferred}"): the wish the
 * delay counts from, once the delivery day has been changed; else the preferred date.
 */
export function wishedDeliveryDate(deal: DeliveryDates): string | null {
  return deal.delivery_delay?.wished_date ?? deal.preferred_delivery_date;
}

/** Calendar days from the wished delivery day to the day the car is there; from the preferred to the planned date without a delay. */
export function deliveryDaysLate(deal: DeliveryDates): number | null {
  const delay = deliveryDelay(deal);
  if (delay) return daysBetween(delay.wished, delay.carReady);
  if (deal.planned_delivery_date === null || deal.preferred_delivery_date === null) return null;
  return daysBetween(berlinDay(deal.preferred_delivery_date), berlinDay(deal.planned_delivery_date));
}

/**
 * The credit for keeping a late car, in EUR rounded to the cent (deals.md §4 and §9); 0 when none is
 * due. It counts the car's lateness, not a later day the customer chose for the delivery.
 */
export function delayCreditAmount(deal: DeliveryDates & Pick<Deal, "amount">): number {
  const daysLate = deliveryDaysLate(deal) ?? 0;
  const tier = DELAY_CREDIT_TIERS.find((candidate) => daysLate >= candidate.fromDaysLate);
  return tier ? Math.round(deal.amount * tier.percentOfMonthlyRate) / 100 : 0;
}
