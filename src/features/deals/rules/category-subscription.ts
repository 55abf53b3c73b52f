import { lastDayOfTerm, type CalendarDay } from "@/lib/calendar-day";

/**
 * deals.md §1, §9 "Category subscription: 36 months, up to 3 free swaps to the same category,
 * terms 12 or 24 months": the subscription is for a category of cars over 36 months; each car of
 * it runs 12 or 24 months, and up to three changes to another car of the category cost nothing.
 */
export const CATEGORY_SUBSCRIPTION_MONTHS = 36;
export const CATEGORY_FREE_SWAPS = 3;
export const CATEGORY_CAR_TERMS = [12, 24] as const;

/** The category subscription's last day, 36 months from its start less a day (`lastDayOfTerm`). */
export function categorySubscriptionEnd(start: CalendarDay): CalendarDay {
  return lastDayOfTerm(start, CATEGORY_SUBSCRIPTION_MONTHS);
}
