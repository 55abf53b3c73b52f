import { addDays, type CalendarDay } from "@/lib/calendar-day";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { isWorkingDay } from "@/lib/working-days";

/** deals.md §3 "Available dates: date plus available_slots, each with formatted_time and value". */
export interface AvailableSlot {
  /** The slot's start in Berlin time, "HH:mm". */
  value: string;
  /** "09:00-10:00": how the slot is shown, in every locale. */
  formatted_time: string;
}

export interface AvailableDate {
  date: CalendarDay;
  available_slots: AvailableSlot[];
}

/** Opening hours of one part of a day, "HH:mm" to "HH:mm" in Berlin time. */
export interface OpeningWindow {
  from: string;
  to: string;
}

/** deals.md §9 "Return depot opening 9-12 and 13-15". */
export const RETURN_DEPOT_HOURS: readonly OpeningWindow[] = [
  { from: "09:00", to: "12:00" },
  { from: "13:00", to: "15:00" },
];

const DEFAULT_SLOT_MINUTES = 60;

/**
 * A time window as the portal shows it everywhere, "11:00-13:00": a window stored or sent in
 * another form ("11:00 - 13:00", "11:00–13:00") is written the same way (one page
 * said "11:00 - 13:00", the next "11:00-12:00").
 */
export function timeWindowLabel(window: string): string {
  return window.trim().replace(/\s*[-–—]\s*/, "-");
}

/** The slots that fit whole into the windows: 9-12 and 13-15 in hours give 9, 10, 11, 13 and 14. */
export function slotsOf(windows: readonly OpeningWindow[], slotMinutes = DEFAULT_SLOT_MINUTES): AvailableSlot[] {
  return windows.flatMap(({ from, to }) => {
    const slots: AvailableSlot[] = [];
    for (let start = minutesOf(from); start + slotMinutes <= minutesOf(to); start += slotMinutes) {
      slots.push({ value: timeOf(start), formatted_time: timeWindowLabel(`${timeOf(start)}-${timeOf(start + slotMinutes)}`) });
    }
    return slots;
  });
}

/** Every working day from `first` to `last`, both included, each with the windows' slots. */
export function availableDates({
  first,
  last,
  windows,
  slotMinutes,
}: {
  first: CalendarDay;
  last: CalendarDay;
  windows: readonly OpeningWindow[];
  slotMinutes?: number;
}): AvailableDate[] {
  const slots = slotsOf(windows, slotMinutes);
  if (slots.length === 0) return [];
  const dates: AvailableDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (isWorkingDay(day)) dates.push({ date: day, available_slots: slots.map((slot) => ({ ...slot })) });
  }
  return dates;
}

/** The appointment a booking holds: its day and its slot as offered when it was booked. */
export interface BookedSlot {
  day: CalendarDay;
  slot: AvailableSlot;
}

/**
 * The offered dates with the booked appointment kept among them: a change of the phone number
 * alone (always free, deals.md §9) keeps the day and slot the delivery or the return is booked
 * for, even where that day is no longer offered (a weekend, inside the lead days, past the booking
 * horizon), instead of the calendar moving it to the first offered day (§5) at a fee. Only an
 * appointment ahead of today, and never where nothing is offered (a refused postcode).
 */
export function keepBookedSlot(dates: readonly AvailableDate[], booked: BookedSlot | null, today: CalendarDay): AvailableDate[] {
  if (booked === null || booked.day <= today || dates.length === 0) return [...dates];
  const { slot } = booked;
  const offered = dates.find((date) => date.date === booked.day);
  if (offered?.available_slots.some((candidate) => candidate.value === slot.value)) return [...dates];
  const kept = offered
    ? { ...offered, available_slots: [...offered.available_slots, slot].sort((a, b) => a.value.localeCompare(b.value)) }
    : { date: booked.day, available_slots: [slot] };
  return [...dates.filter((date) => date.date !== booked.day), kept].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * deals.md §5 "Date-slot: if the selected slot does not exist on the chosen day (Europe/Berlin),
 * the first slot is chosen." Null when the day is not among the dates or has no slot.
 */
export function slotOnDay(dates: readonly AvailableDate[], day: CalendarDay, time: string | null): AvailableSlot | null {
  const slots = dates.find((date) => date.date === day)?.available_slots ?? [];
  return slots.find((slot) => slot.value === time) ?? slots[0] ?? null;
}

/**
 * The slot a request names on a day, as the BFF takes it: a slot it names must be one of the day's
 * (a request the form did not build gets a 422, not another time stored in its place); a request
 * naming none gets `slotOnDay`'s choice for `fallbackTime`.
 */
export function requestedSlot(
  dates: readonly AvailableDate[],
  day: CalendarDay,
  time: string | null,
  fallbackTime: string | null = null,
): AvailableSlot | null {
  if (time === null) return slotOnDay(dates, day, fallbackTime);
  return dates.find((date) => date.date === day)?.available_slots.find((slot) => slot.value === time) ?? null;
}

/** deals.md §5 "Edit-return sends the preferred date as Berlin-time ISO": "2026-12-01T10:00:00+01:00". */
export function berlinIso(day: CalendarDay, time: string): string {
  return dayjs.tz(`${day} ${time}`, TIME_ZONE).format();
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
