/** Days relative to today in Berlin (`lib/calendar-day`), and Berlin wall-clock instants on them. */
import { addDays, berlinDay } from "../../../lib/calendar-day";
import { dayjs, TIME_ZONE, type Dayjs } from "../../../lib/clock";
import { isWorkingDay } from "../../../lib/working-days";

/** The instant of a Berlin wall-clock time on a day ("YYYY-MM-DD"). */
export const on = (dayString: string, time: string): Date => dayjs.tz(`${dayString} ${time}`, TIME_ZONE).toDate();

export interface SeedCalendar {
  /** The day `offsetDays` from today. */
  day: (offsetDays: number) => string;
  /** The instant of a Berlin wall-clock time `offsetDays` from today. */
  at: (offsetDays: number, time: string) => Date;
  /**
   * The first working day `offsetDays` or more from today, as an offset: a delivery is booked on a
   * working day (the handover's dates are), so a date whose exact distance no rule needs goes there.
   */
  workday: (offsetDays: number) => number;
  /** The seed's year in Berlin (invoice numbers carry it). */
  year: number;
}

export function calendarFrom(now: Dayjs): SeedCalendar {
  const today = berlinDay(now);
  const day = (offsetDays: number) => addDays(today, offsetDays);
  const workday = (offsetDays: number) => {
    let offset = offsetDays;
    while (!isWorkingDay(day(offset))) offset += 1;
    return offset;
  };
  return {
    day,
    at: (offsetDays, time) => on(day(offsetDays), time),
    workday,
    year: now.tz(TIME_ZONE).year(),
  };
}
