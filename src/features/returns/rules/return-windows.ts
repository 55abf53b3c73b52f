import { addDays, berlinDay, isWithinDaysBefore, type CalendarDay } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { canPlanReturn } from "./return-schedule";
import { isReturnInProgress, RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE, returnOrEndDate } from "./return-planning";

/** deals.md §4: the return can be planned "60 days before the end for the end-of-subscription option". */
export const END_OF_SUBSCRIPTION_RETURN_WINDOW_DAYS = 60;
/** deals.md §4: the return can be planned "90 days in the swap banner text". */
export const SWAP_BANNER_RETURN_WINDOW_DAYS = 90;

type EndDate = Pick<Deal, "end_date">;
type Now = Pick<RuleContext, "now">;

// deals.md §9: "Return window 45, 60 or 90 days before the end depending on the context". Both
// windows here count to the contract end (`end_date`) and close after its day.

/** The return window of the end-of-subscription option: from 60 days before the end up to it. */
export function isEndOfSubscriptionReturnWindowOpen(deal: EndDate, context: Now): boolean {
  return deal.end_date !== null && isWithinDaysBefore(deal.end_date, END_OF_SUBSCRIPTION_RETURN_WINDOW_DAYS, context.now);
}

/** The return window the swap banner names: from 90 days before the end up to it. */
export function isSwapBannerReturnWindowOpen(deal: EndDate, context: Now): boolean {
  return deal.end_date !== null && isWithinDaysBefore(deal.end_date, SWAP_BANNER_RETURN_WINDOW_DAYS, context.now);
}

/**
 * The return choice of the end-of-subscription selector (deals.md §4): the booked return, to change;
 * the return flow while it can be planned; from 60 days before the end ("60 days before the end for
 * the end-of-subscription option") the day planning opens, as the flow opens 45 days before the
 * return date (it led to a page saying "not plannable yet"); nothing earlier.
 */
export type EndOfSubscriptionReturnChoice = { kind: "booked" } | { kind: "plan" } | { kind: "opens"; on: CalendarDay } | null;

export function endOfSubscriptionReturnChoice(
  deal: Pick<Deal, "end_date" | "return_date" | "return_type" | "is_return_window_open">,
  context: Now,
): EndOfSubscriptionReturnChoice {
  if (isReturnInProgress(deal)) return { kind: "booked" };
  if (canPlanReturn(deal)) return { kind: "plan" };
  const date = returnOrEndDate(deal);
  if (date === null || !isEndOfSubscriptionReturnWindowOpen(deal, context)) return null;
  return { kind: "opens", on: addDays(berlinDay(date), -RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE) };
}
