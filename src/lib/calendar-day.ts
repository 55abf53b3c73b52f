import { dayjs, TIME_ZONE, type Dayjs } from "./clock";
import { toBerlin } from "./date";

/**
 * A calendar day in Europe/Berlin, "YYYY-MM-DD". Date rules compare and count these days, never
 * instants: arithmetic on a zoned dayjs keeps the old UTC offset across a daylight-saving switch,
 * so counting runs on the plain day in UTC, where every day has 24 hours.
 */
export type CalendarDay = string;

const DAY_FORMAT = "YYYY-MM-DD";

/** The Berlin day of a wire date ("2026-12-31" or an ISO instant) or of a moment such as `now`. */
export function berlinDay(value: string | Dayjs): CalendarDay {
  return (typeof value === "string" ? toBerlin(value) : value.tz(TIME_ZONE)).format(DAY_FORMAT);
}

/** Whole days from one day to another; negative when `to` comes first. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayjs.utc(to).diff(dayjs.utc(from), "day");
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayjs.utc(day).add(days, "day").format(DAY_FORMAT);
}

/** Calendar months; a day the target month lacks becomes its last day (31 May − 3 months = 28 Feb). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  return dayjs.utc(day).add(months, "month").format(DAY_FORMAT);
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
