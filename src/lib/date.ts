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

/**
 * 'dddd, DD.MM.YYYY' (account.md section 9), the weekday named in the page's language: "Dienstag,
 * 01.12.2026", "Tuesday, 01.12.2026". The day of an appointment.
 */
export function formatDateWithWeekday(value: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: TIME_ZONE }).format(toBerlin(value).hour(12).toDate());
  return `${weekday}, ${formatDate(value)}`;
}

/** "29.11.2026, 16:54": DD.MM.YYYY and the time in Europe/Berlin, for every locale (section 9). */
export function formatDateTime(value: string): string {
  return `${formatDate(value)}, ${toBerlin(value).format("HH:mm")}`;
}
