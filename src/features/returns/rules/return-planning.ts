import { addMonths, berlinDay, daysFromToday, isWithinDaysBefore } from "@/lib/calendar-day";
import type { Deal } from "../../deals/types";
import { isBusinessDeal } from "../../deals/rules/deal-state";
import type { RuleContext } from "../../deals/rules/rule-context";
import { isProlonged } from "../../deals/rules/subscribed-as";

/** deals.md §4: the return can be planned "from 45 days before the return date in one reading". */
export const RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE = 45;
/** deals.md §4: "Return-type choice opens 3 months before contract end." */
export const RETURN_TYPE_CHOICE_MONTHS_BEFORE_END = 3;

type Now = Pick<RuleContext, "now">;

type ReturnDates = Pick<Deal, "return_date" | "end_date">;

/** The day the car goes back: the booked return date, else the contract end. */
export function returnOrEndDate(deal: ReturnDates): string | null {
  return deal.return_date ?? deal.end_date;
}

/**
 * `days_left_to_schedule_return` (deals.md §3), which the BFF sends: whole Berlin days from today to
 * the return date (else the contract end), 0 on that day, negative once it passed, null without
 * either date.
 */
export function daysLeftToScheduleReturn(deal: ReturnDates, context: Now): number | null {
  const date = returnOrEndDate(deal);
  return date === null ? null : daysFromToday(date, context.now);
}

/**
 * `is_return_window_open` (deals.md §4), which the BFF sends: open from 45 days before the return
 * date up to that day, and only while the car is with the customer (ACTIVE: "A deal becomes ACTIVE
 * after the car is handed over") and unless it is prolonged (the car stays). The portal reads the
 * flag (`canPlanReturn`).
 */
export function isReturnWindowOpen(deal: ReturnDates & Pick<Deal, "state" | "subscribed_to" | "followup_subscription_id">, context: Now): boolean {
  const date = returnOrEndDate(deal);
  return (
    deal.state === "ACTIVE" && !isProlonged(deal) && date !== null && isWithinDaysBefore(date, RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE, context.now)
  );
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

/**
 * deals.md §4 "Return flow: reason step hidden for B2B, when a return type is already set, or when
 * a follow-up subscription exists".
 */
export function isReturnReasonAsked(deal: Pick<Deal, "type" | "return_type" | "followup_subscription_id">): boolean {
  return !isBusinessDeal(deal) && !isReturnInProgress(deal) && deal.followup_subscription_id === null;
}
