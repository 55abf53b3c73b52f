import { addDays, berlinDay, isWeekend, type CalendarDay } from "@/lib/calendar-day";
import type { Deal, ReturnData } from "../types";
import type { RuleContext } from "./rule-context";

/** deals.md §4 and §9: unavailable when "the return is under 8 working days away". */
export const APPRAISAL_MIN_WORKING_DAYS = 8;

/**
 * Working days after today up to and including `date`, in Berlin. Working days are Monday to
 * Friday. The spec names no holiday calendar (deals.md §4, §9) and German public holidays differ by
 * federal state, so none is deducted; the embedded BFF counts the same way when it offers dates.
 */
export function workingDaysUntil(date: string, context: Pick<RuleContext, "now">): number {
  const returnDay = berlinDay(date);
  let count = 0;
  for (let day: CalendarDay = addDays(berlinDay(context.now), 1); day <= returnDay; day = addDays(day, 1)) {
    if (!isWeekend(day)) count += 1;
  }
  return count;
}

/**
 * deals.md §4: "Pre-return appraisal is unavailable when no return data exists, an appointment was
 * already requested, or the return is under 8 working days away." The return is the deal's booked
 * `return_date`; `returnData` is GET /deals/{id}/return, null when there is none.
 */
export function isPreReturnAppraisalAvailable(
  deal: Pick<Deal, "return_date">,
  context: Pick<RuleContext, "now">,
  returnData: Pick<ReturnData, "pre_return_appraisal_date"> | null,
): boolean {
  if (returnData === null || returnData.pre_return_appraisal_date !== null || deal.return_date === null) return false;
  return workingDaysUntil(deal.return_date, context) >= APPRAISAL_MIN_WORKING_DAYS;
}
