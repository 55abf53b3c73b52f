import type { CalendarDay } from "@/lib/calendar-day";
import { dayjs, inBerlin, TIME_ZONE } from "@/lib/clock";

/** An appointment's day and time in Berlin ("2026-12-01", "10:00") from its ISO instant; null when it is none. */
export function appointmentParts(iso: string): { day: CalendarDay; time: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || !dayjs(iso).isValid()) return null;
  const berlin = inBerlin(iso);
  return { day: berlin.format("YYYY-MM-DD"), time: berlin.format("HH:mm") };
}

/** "Di., 1. Dezember 2026" / "Tue, December 1, 2026": a day of the calendar, the same everywhere. */
export function formatAppointmentDay(day: CalendarDay, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }).format(
    dayjs.tz(`${day} 12:00`, TIME_ZONE).toDate(),
  );
}

/** "Di., 1. Dezember 2026, 10:00 Uhr"-like text of an appointment for the overview. */
export function formatAppointment(iso: string, locale: string): string | null {
  const parts = appointmentParts(iso);
  if (!parts) return null;
  return `${formatAppointmentDay(parts.day, locale)}, ${parts.time}`;
}
