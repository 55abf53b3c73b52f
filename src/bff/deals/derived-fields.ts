/**
 * Deal fields the production BFF computes; the embedded BFF derives them at read time from the
 * stored dates and the portal clock. Pure: `now` is always passed in.
 */
import { dayjs, TIME_ZONE, type Dayjs } from "@/lib/clock";
import type { DealState } from "@/features/deals/types";

/** deals.md §4: the return can be planned "from 45 days before the return date". */
export const RETURN_WINDOW_DAYS = 45;
/** deals.md §4 and §9: no pre-return appraisal when the return is under 8 working days away. */
export const APPRAISAL_MIN_WORKING_DAYS = 8;
/** How many appraisal dates are offered; the spec names none (deals.md §3 "dates"). */
export const APPRAISAL_OPTION_COUNT = 5;

export interface ReturnDates {
  state: DealState;
  /** Calendar day, "YYYY-MM-DD". */
  returnDate: string | null;
  /** Calendar day, "YYYY-MM-DD". */
  endDate: string | null;
}

/** The calendar day of an instant in Berlin, "YYYY-MM-DD". */
export function berlinDay(instant: Dayjs): string {
  return instant.tz(TIME_ZONE).format("YYYY-MM-DD");
}

/**
 * Whole calendar days from one "YYYY-MM-DD" day to another. Counted on the calendar, not in
 * 24-hour steps, so a daylight-saving switch in between never loses or adds a day.
 */
export function calendarDaysBetween(fromDay: string, toDay: string): number {
  return dayjs.utc(toDay).diff(dayjs.utc(fromDay), "day");
}

/**
 * Whole Berlin days from today to the return date, or to the end date when no return date is
 * set; negative once that day has passed; null without either date.
 */
export function daysLeftToScheduleReturn(deal: ReturnDates, now: Dayjs): number | null {
  const target = deal.returnDate ?? deal.endDate;
  return target === null ? null : calendarDaysBetween(berlinDay(now), target);
}

/**
 * deals.md §4 reads the window as opening 45 days before the return date; it closes on that day.
 * Only an ACTIVE deal has a car with the customer to return (deals.md §4: "A deal becomes ACTIVE
 * after the car is handed over").
 */
export function isReturnWindowOpen(deal: ReturnDates, now: Dayjs): boolean {
  if (deal.state !== "ACTIVE") return false;
  const daysLeft = daysLeftToScheduleReturn(deal, now);
  return daysLeft !== null && daysLeft >= 0 && daysLeft <= RETURN_WINDOW_DAYS;
}

export interface AppraisalInput {
  returnType: string | null;
  returnDate: string | null;
  preReturnAppraisalDate: Date | null;
}

/**
 * Dates offered for a pre-return appraisal, or null when booking is impossible (deals.md §4): no
 * return data, an appointment already requested, or the return under 8 working days away. The
 * offer is the next working days before the return date. Working days are Monday to Friday;
 * public holidays are not modelled.
 */
export function preReturnAppraisalOptions(deal: AppraisalInput, now: Dayjs): string[] | null {
  if (!deal.returnType || !deal.returnDate || deal.preReturnAppraisalDate) return null;
  const today = berlinDay(now);
  if (workingDaysBetween(today, deal.returnDate) < APPRAISAL_MIN_WORKING_DAYS) return null;
  const options: string[] = [];
  for (let day = nextDay(today); day < deal.returnDate && options.length < APPRAISAL_OPTION_COUNT; day = nextDay(day)) {
    if (isWorkingDay(day)) options.push(day);
  }
  return options;
}

/** Monday-to-Friday days after `fromDay` up to and including `toDay`. */
export function workingDaysBetween(fromDay: string, toDay: string): number {
  let count = 0;
  for (let day = nextDay(fromDay); day <= toDay; day = nextDay(day)) {
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}

function nextDay(day: string): string {
  return dayjs.utc(day).add(1, "day").format("YYYY-MM-DD");
}

function isWorkingDay(day: string): boolean {
  const weekday = dayjs.utc(day).day();
  return weekday !== 0 && weekday !== 6;
}

/**
 * deals.md §4: "Early availability applies when deviation_in_weeks is above 0 (3 weeks if none is
 * given)". Read as: without any availability estimate (null) there is no early availability; the
 * 3-week default (§9) is for an estimate that names no number, which the embedded BFF never stores.
 */
export function hasEarlyAvailability(deviationInWeeks: number | null): boolean {
  return deviationInWeeks !== null && deviationInWeeks > 0;
}
