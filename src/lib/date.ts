import { dayjs, TIME_ZONE, type Dayjs } from "./clock";

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
  return toBerlin(value).format("DD.MM.YYYY");
}
