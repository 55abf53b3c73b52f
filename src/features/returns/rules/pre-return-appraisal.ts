import { addDays, berlinDay, isWeekend, type CalendarDay } from "@/lib/calendar-day";
import type { Deal, ReturnData } from "../../deals/types";
import { isReturnInProgress } from "./return-planning";
import { isBusinessDeal } from "../../deals/rules/deal-state";
import type { RuleContext } from "../../deals/rules/rule-context";

/** deals.md §4 and §9: unavailable when "the return is under 8 working days away". */
export const APPRAISAL_MIN_WORKING_DAYS = 8;
/** How many appraisal dates are offered; the spec names none (deals.md §3 "dates"). */
export const APPRAISAL_OPTION_COUNT = 5;

type Now = Pick<RuleContext, "now">;

/** The booked return an appraisal is for, the appointment already requested, if any, and the deal's type. */
export type AppraisalReturn = Pick<Deal, "return_type" | "return_date" | "type"> & Pick<ReturnData, "pre_return_appraisal_date">;

/**
 * Working days after today up to and including `date`, in Berlin. Working days are Monday to
 * Friday. The spec names no holiday calendar (deals.md §4, §9) and German public holidays differ by
 * federal state, so none is deducted.
 */
export function workingDaysUntil(date: string, context: Now): number {
  const returnDay = berlinDay(date);
  let count = 0;
  for (let day: CalendarDay = addDays(berlinDay(context.now), 1); day <= returnDay; day = addDays(day, 1)) {
    if (!isWeekend(day)) count += 1;
  }
  return count;
}

/**
 * deals.md §4: "Pre-return appraisal is unavailable when no return data exists, an appointment was
 * already requested, or the return is under 8 working days away."
 */
export function isPreReturnAppraisalAvailable(ret: AppraisalReturn, context: Now): boolean {
  return bookedReturnDay(ret, context) !== null;
}

/**
 * The dates offered for the appraisal (deals.md §3 "pre-return appraisal options (dates; null when
 * booking is impossible)"): the next working days after today and before the return day.
 */
export function preReturnAppraisalDates(ret: AppraisalReturn, context: Now): CalendarDay[] | null {
  const returnDay = bookedReturnDay(ret, context);
  if (returnDay === null) return null;
  const dates: CalendarDay[] = [];
  for (let day = addDays(berlinDay(context.now), 1); day < returnDay && dates.length < APPRAISAL_OPTION_COUNT; day = addDays(day, 1)) {
    if (!isWeekend(day)) dates.push(day);
  }
  return dates;
}

/** The return day when an appraisal can be booked for it, else null. */
function bookedReturnDay(ret: AppraisalReturn, context: Now): CalendarDay | null {
  // deals.md §4 "no return data exists" read with §3 "Return data: type, …": no return type is set
  // (no return is booked), or there is no return date to count the working days to.
  // deals.md §6: business "hides steps: … appraisal option", so none is offered to book (the BFF refused it).
  if (isBusinessDeal(ret)) return null;
  if (!isReturnInProgress(ret) || ret.return_date === null || ret.pre_return_appraisal_date !== null) return null;
  return workingDaysUntil(ret.return_date, context) >= APPRAISAL_MIN_WORKING_DAYS ? berlinDay(ret.return_date) : null;
}
