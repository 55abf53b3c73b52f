import { dayjs, TIME_ZONE, type Dayjs } from "./clock";
import { isRealPlainDay } from "./german-day";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a wire date in Berlin time. A plain calendar date ("2026-12-31") is that day in Berlin;
 * an instant ("2026-03-31T22:30:00Z") is converted, so it may fall on the next Berlin day.
 */
export function toBerlin(value: string): Dayjs {
  return DATE_ONLY.test(value) ? dayjs.tz(value, TIME_ZONE) : dayjs(value).tz(TIME_ZONE);
}

/** DD.MM.YYYY in Europe/Berlin, for every locale (deals.md and account.md section 9). */
export function formatDate(value: string): string {
  // A real calendar date is that day in Berlin: rearranged without a zoned dayjs (a rendered page
  // formats dozens). dayjs rolls a day that does not exist over ("2026-02-30"), so that keeps its reading.
  if (isRealPlainDay(value)) return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  return toBerlin(value).format("DD.MM.YYYY");
}
