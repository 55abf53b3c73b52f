/**
 * "DD.MM.YYYY", the one way a day is typed and shown (account.md §5 "Dates parsed strictly as
 * DD.MM.YYYY", §9), read and written here only: every form and the BFF use these two (several
 * parsers would refuse different things). Free of dayjs, so client forms
 * that check a date pull no date library into their bundle.
 */
const GERMAN_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-02-30" is no day: a real day survives the trip through a UTC date unchanged. */
export function isRealPlainDay(value: string): boolean {
  if (!PLAIN_DAY.test(value)) return false;
  const midnight = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(value);
}

/** "31.12.2001" → "2001-12-31"; null for anything not a real day written exactly DD.MM.YYYY. */
export function parseGermanDay(value: string): string | null {
  const match = GERMAN_DAY.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isRealPlainDay(iso) ? iso : null;
}

/** "2001-12-31" → "31.12.2001". */
export function formatGermanDay(day: string): string {
  const [yyyy, mm, dd] = day.split("-");
  return `${dd}.${mm}.${yyyy}`;
}

const BERLIN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * A day as a timestamp (account.md §7: the registration sends the birthday "as timestamp"):
 * "31.12.2001" → the milliseconds of 2001-12-31T00:00Z; null for what `parseGermanDay` refuses.
 */
export function germanDayToTimestamp(value: string): number | null {
  const day = parseGermanDay(value);
  return day === null ? null : Date.parse(`${day}T00:00:00Z`);
}

/**
 * The day a timestamp falls on in Berlin, DD.MM.YYYY: UTC's midnight, Berlin's and any
 * European or American client's give the same day. Null for what is no safe whole number.
 */
export function germanDayOfTimestamp(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const day = BERLIN_DAY.format(value);
  return isRealPlainDay(day) ? formatGermanDay(day) : null;
}
