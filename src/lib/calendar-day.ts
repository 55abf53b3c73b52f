import { dayjs, TIME_ZONE, type Dayjs } from "./clock";
import { toBerlin } from "./date";
import { pinnedNow } from "./env";
import { isRealPlainDay } from "./german-day";

/**
 * A calendar day in Europe/Berlin, "YYYY-MM-DD". Date rules compare and count these days, never
 * instants: arithmetic on a zoned dayjs keeps the old UTC offset across a daylight-saving switch,
 * so counting runs on the plain day in UTC, where every day has 24 hours.
 */
export type CalendarDay = string;

const DAY_FORMAT = "YYYY-MM-DD";
const DAY_MS = 24 * 3600 * 1000;

/** "YYYY-MM-DD" in Berlin (the en-CA date format), built once. */
const BERLIN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** "2026-02-30" is no day: dayjs rolls it over, so it takes dayjs's reading. */
const isRealDay = isRealPlainDay;

/**
 * The Berlin day of a wire date ("2026-12-31" or an ISO instant) or of a moment such as `now`.
 * dayjs's `tz()` formats and re-parses a date string on every call, which cost the BFF's GET of a
 * deal most of its time; valid plain days and ISO instants take a cached formatter, anything
 * else the dayjs reading, with the same result (`calendar-day.test.ts` compares them).
 */
export function berlinDay(value: string | Dayjs): CalendarDay {
  if (typeof value !== "string") return value.isValid() ? BERLIN_DAY.format(value.toDate()) : value.tz(TIME_ZONE).format(DAY_FORMAT);
  if (PLAIN_DAY.test(value) && isRealDay(value)) return value;
  if (ISO_INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return BERLIN_DAY.format(instant);
  }
  return toBerlin(value).format(DAY_FORMAT);
}

/** Whole days from one day to another; negative when `to` comes first. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  // Plain days at UTC midnight are whole multiples of 24 hours apart.
  if (PLAIN_DAY.test(from) && PLAIN_DAY.test(to) && isRealDay(from) && isRealDay(to)) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  }
  return dayjs.utc(to).diff(dayjs.utc(from), "day");
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayjs.utc(day).add(days, "day").format(DAY_FORMAT);
}

/** Calendar months; a day the target month lacks becomes its last day (31 May − 3 months = 28 Feb). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  return dayjs.utc(day).add(months, "month").format(DAY_FORMAT);
}

/**
 * The last day of a term of `months` starting on `start`: the day before the same date `months`
 * later, where the next term would begin (a category subscription's terms; a prolongation's end is
 * the date itself, deals.md §9, `prolongationEndDate`).
 */
export function lastDayOfTerm(start: CalendarDay, months: number): CalendarDay {
  return addDays(addMonths(start, months), -1);
}

export function isWeekend(day: CalendarDay): boolean {
  const weekday = dayjs.utc(day).day();
  return weekday === 0 || weekday === 6;
}

/** Whole Berlin days from today until a wire date: 0 on the day itself, negative once it passed. */
export function daysFromToday(date: string, now: Dayjs): number {
  return daysBetween(berlinDay(now), berlinDay(date));
}

/** Today lies in the `days` days before `date`, both ends included (a window that opens N days ahead). */
export function isWithinDaysBefore(date: string, days: number, now: Dayjs): boolean {
  const daysLeft = daysFromToday(date, now);
  return daysLeft >= 0 && daysLeft <= days;
}

/**
 * A preferred date as the forms send it: "2026-07-01", or a Berlin-time ISO instant (deals.md §5
 * "sends the preferred date as Berlin-time ISO"), as its Berlin day; null for anything else.
 */
export function parseWireDay(value: string): CalendarDay | null {
  if (PLAIN_DAY.test(value)) return isRealDay(value) ? value : null;
  const instant = dayjs(value);
  return instant.isValid() && /^\d{4}-\d{2}-\d{2}T/.test(value) ? berlinDay(instant.tz(TIME_ZONE)) : null;
}

/** The Berlin time ("HH:mm") of an ISO instant; null for a plain day or anything else. */
export function berlinTimeOf(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(TIME_ZONE).format("HH:mm") : null;
}

/**
 * Today in Berlin by the portal's clock (`PORTAL_NOW` when pinned, `clock.ts`), without building a
 * dayjs: the private cache's keys change with it, so no copy outlives the day it was made on.
 */
export function portalToday(): CalendarDay {
  const pinned = pinnedNow();
  return BERLIN_DAY.format(pinned ? new Date(pinned) : new Date());
}
