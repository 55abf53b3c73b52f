import { addDays, berlinDay, type CalendarDay } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { canPlanReturn } from "./return-schedule";
import { isReturnInProgress, isReturnTypeChoiceOpen, RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE, returnOrEndDate } from "./return-planning";

type Now = Pick<RuleContext, "now">;

/**
 * The return choice of the end-of-subscription selector (deals.md §4): the booked return, to change;
 * the return flow while it can be planned (45 days before the return date); from 3 months before the
 * end, when the return-type choice opens ("Return-type choice opens 3 months before contract end"),
 * the day planning opens (a link before then led to a page saying "not plannable yet"); nothing
 * earlier. deals.md §4 also names 60 days "for the end-of-subscription option" and 90 days "in the
 * swap banner text" as readings of the same window: the selector speaks of the return from the
 * earliest of them, the 3 months, and the flow opens at the 45 days the BFF's window has.
 */
export type EndOfSubscriptionReturnChoice = { kind: "booked" } | { kind: "plan" } | { kind: "opens"; on: CalendarDay } | null;

export function endOfSubscriptionReturnChoice(
  deal: Pick<Deal, "end_date" | "return_date" | "return_type" | "is_return_window_open">,
  context: Now,
): EndOfSubscriptionReturnChoice {
  if (isReturnInProgress(deal)) return { kind: "booked" };
  if (canPlanReturn(deal)) return { kind: "plan" };
  const date = returnOrEndDate(deal);
  if (date === null || !isReturnTypeChoiceOpen(deal, context)) return null;
  return { kind: "opens", on: addDays(berlinDay(date), -RETURN_WINDOW_DAYS_BEFORE_RETURN_DATE) };
}
