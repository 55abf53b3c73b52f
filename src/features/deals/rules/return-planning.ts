import { addMonths, berlinDay, isWithinDaysBefore } from "@/lib/calendar-day";
import type { Deal } from "../types";
import type { RuleContext } from "./rule-context";

/** deals.md §4: the return can be planned "from 45 days before the return date in one reading". */
export const RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE = 45;
/** deals.md §4: "Return-type choice opens 3 months before contract end." */
export const RETURN_TYPE_CHOICE_MONTHS_BEFORE_END = 3;

type Now = Pick<RuleContext, "now">;

/**
 * The day the car goes back: the booked return date, else the contract end. The same day
 * `days_left_to_schedule_return` counts to (`bff/deals/derived-fields.ts`).
 */
export function returnOrEndDate(deal: Pick<Deal, "return_date" | "end_date">): string | null {
  return deal.return_date ?? deal.end_date;
}

/**
 * The 45-day window behind `is_return_window_open` (deals.md §4): open from 45 days before the
 * return date up to that day, and only while the car is with the customer (ACTIVE: "A deal becomes
 * ACTIVE after the car is handed over"). `canPlanReturn` reads the BFF's flag; this computes it.
 */
export function isReturnWindowOpen(deal: Pick<Deal, "state" | "return_date" | "end_date">, context: Now): boolean {
  const date = returnOrEndDate(deal);
  return deal.state === "ACTIVE" && date !== null && isWithinDaysBefore(date, RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE, context.now);
}

/** deals.md §4: "If a return type is already set, a note says a return is in progress." */
export function isReturnInProgress(deal: Pick<Deal, "return_type">): boolean {
  // §3 lists the return type as "PICKUP, SELF_RETURN or empty"; an empty string is no type.
  return deal.return_type === "PICKUP" || deal.return_type === "SELF_RETURN";
}

/**
 * deals.md §4: "Return-type choice opens 3 months before contract end" (`end_date`), from that
 * calendar day on in Berlin; it does not close again. Without an end date there is nothing to open.
 */
export function isReturnTypeChoiceOpen(deal: Pick<Deal, "end_date">, context: Now): boolean {
  if (deal.end_date === null) return false;
  const opensOn = addMonths(berlinDay(deal.end_date), -RETURN_TYPE_CHOICE_MONTHS_BEFORE_END);
  return berlinDay(context.now) >= opensOn;
}
