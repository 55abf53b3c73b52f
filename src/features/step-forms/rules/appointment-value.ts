import type { CalendarDay } from "@/lib/calendar-day";
import { dayjs, inBerlin } from "@/lib/clock";
import { formatDateWithWeekday } from "@/lib/date";

/** An appointment's day and time in Berlin ("2026-12-01", "10:00") from its ISO instant; null when it is none. */
export function appointmentParts(iso: string): { day: CalendarDay; time: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || !dayjs(iso).isValid()) return null;
  const berlin = inBerlin(iso);
  return { day: berlin.format("YYYY-MM-DD"), time: berlin.format("HH:mm") };
}

/** "Dienstag, 01.12.2026" / "Tuesday, 01.12.2026" (account.md §9 'dddd, DD.MM.YYYY'): a day of the calendar, the same everywhere. */
export function formatAppointmentDay(day: CalendarDay, locale: string): string {
  return formatDateWithWeekday(day, locale);
}

/** "Dienstag, 01.12.2026, 10:00": an appointment for the overview. */
export function formatAppointment(iso: string, locale: string): string | null {
  const parts = appointmentParts(iso);
  if (!parts) return null;
  return `${formatAppointmentDay(parts.day, locale)}, ${parts.time}`;
}
