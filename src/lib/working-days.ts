import { addDays, isWeekend, type CalendarDay } from "./calendar-day";

/**
 * Working days in Germany: Monday to Friday without the public holidays every federal state keeps
 *. Holidays of single
 * states (Epiphany, Corpus Christi, Reformation Day, …) are not deducted: the spec names no state,
 * and a depot or driver working on one of them is the safer error than a missing date.
 */
export function isWorkingDay(day: CalendarDay): boolean {
  return !isWeekend(day) && !isGermanPublicHoliday(day);
}

export function isGermanPublicHoliday(day: CalendarDay): boolean {
  return nationwideHolidays(Number(day.slice(0, 4))).has(day);
}

const FIXED_HOLIDAYS = ["01-01", "05-01", "10-03", "12-25", "12-26"];
/** Days after Easter Sunday: Good Friday, Easter Monday, Ascension Day, Whit Monday. */
const EASTER_OFFSETS = [-2, 1, 39, 50];

const holidaysByYear = new Map<number, ReadonlySet<CalendarDay>>();

function nationwideHolidays(year: number): ReadonlySet<CalendarDay> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = new Set([...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`), ...EASTER_OFFSETS.map((offset) => addDays(easter, offset))]);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}
