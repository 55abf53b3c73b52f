import {
  availableDates,
  berlinIso,
  keepBookedSlot,
  RETURN_DEPOT_HOURS,
  slotsOf,
  type AvailableDate,
} from "@/features/appointments/rules/available-dates";
import { HANDOVER_EFFORT_FEE_EUR, HANDOVER_SHORT_TERM_FEE_EUR } from "@/features/delivery/rules/handover-change";
import { germanPostcode } from "@/features/step-forms/validators/postcode";
import { addDays, berlinDay, berlinTimeOf, daysBetween, type CalendarDay } from "@/lib/calendar-day";

/**
 * Booking and changing the return of a car (deals.md §3 "Return data", "Return metadata",
 * "Available dates", §4 Return, §5, §9): the dates offered, the depots, what it costs.
 */

export const RETURN_TYPES = ["PICKUP", "SELF_RETURN"] as const;
export type ReturnTypeChoice = (typeof RETURN_TYPES)[number];

/** A return needs a driver or a depot slot planned: the earliest date is 3 days ahead (deals.md is silent). */
export const RETURN_LEAD_DAYS = 3;
/** The car goes back in the last 14 days up to the return date (deals.md is silent; the window itself opens 45 days before, §4). */
export const RETURN_DATE_RANGE_DAYS = 14;
/** deals.md §9 "Return date change is free up to 5 days before the planned return". */
export const FREE_RETURN_CHANGE_DAYS_BEFORE_RETURN = 5;
/** deals.md §9 names no amount for a late return change: the delivery's effort fee of 99 EUR, as the effort is the same. */
export const RETURN_EFFORT_FEE_EUR = HANDOVER_EFFORT_FEE_EUR;
/** deals.md §9 "a short-term change fee … once preparation started", no amount: the handover's 149 EUR. */
export const RETURN_SHORT_TERM_FEE_EUR = HANDOVER_SHORT_TERM_FEE_EUR;
/** deals.md §3 names `return_fee` without an amount: a pickup costs 129 EUR (a driver's half day), bringing the car is free. */
export const RETURN_FEE_EUR: Readonly<Record<ReturnTypeChoice, number>> = { PICKUP: 129, SELF_RETURN: 0 };

export interface CompoundLocation {
  street: string;
  house_number: string;
  zip: string;
  city: string;
}

/** deals.md §2 "fixed compound address for self return": the depots, in the order of the postcode regions they serve. */
export const COMPOUND_LOCATIONS: readonly (CompoundLocation & { regions: string })[] = [
  { street: "Am Flughafen", house_number: "12", zip: "12529", city: "Schönefeld", regions: "0123" },
  { street: "Industriestraße", house_number: "40", zip: "50735", city: "Köln", regions: "456" },
  { street: "Zamdorfer Straße", house_number: "100", zip: "81677", city: "München", regions: "789" },
];

/** The depots, the one serving the postcode's region (its first digit) first; without a postcode, in list order. */
export function compoundLocations(postcode: string | null | undefined): CompoundLocation[] {
  const region = postcode?.match(/^\d/)?.[0] ?? null;
  const serves = (location: { regions: string }) => Number(region !== null && location.regions.includes(region));
  const ordered = [...COMPOUND_LOCATIONS].sort((a, b) => serves(b) - serves(a));
  return ordered.map(({ street, house_number, zip, city }) => ({ street, house_number, zip, city }));
}

/**
 * The dates a car can go back: working days in Berlin without German public holidays, each with
 * the depot's slots (§9 "Return depot opening 9-12 and 13-15"), in the 14 days up to the return
 * day but not before 3 days from today; none once the return day passed, and none for a pickup
 * to a postcode that is not 5 digits on the mainland (§5).
 */
export function returnAvailabilities({
  type,
  returnDay,
  today,
  postcode,
  booked = null,
}: {
  type: ReturnTypeChoice;
  returnDay: CalendarDay | null;
  today: CalendarDay;
  postcode?: string | null | undefined;
  /** The appointment booked for this type of return, if any. */
  booked?: { day: CalendarDay; time: string } | null;
}): AvailableDate[] {
  if (returnDay === null) return [];
  if (type === "PICKUP" && postcode && germanPostcode(postcode) !== null) return [];
  const earliest = addDays(today, RETURN_LEAD_DAYS);
  const rangeStart = addDays(returnDay, -(RETURN_DATE_RANGE_DAYS - 1));
  const first = rangeStart > earliest ? rangeStart : earliest;
  const offered = first > returnDay ? [] : availableDates({ first, last: returnDay, windows: RETURN_DEPOT_HOURS });
  if (booked === null) return offered;
  // A phone-only change keeps the booked appointment (§9), a Saturday pickup included.
  const slot = slotsOf(RETURN_DEPOT_HOURS).find((candidate) => candidate.value === booked.time) ?? {
    value: booked.time,
    formatted_time: booked.time,
  };
  return keepBookedSlot(offered, { day: booked.day, slot }, today);
}

/** The return fields a change compares (deals.md §3 "Return payload"). */
export interface ReturnFields {
  return_type: ReturnTypeChoice | null;
  preferred_return_date: string | null;
  return_firstname: string | null;
  return_lastname: string | null;
  return_street: string | null;
  return_housenumber: string | null;
  return_zip: string | null;
  return_city: string | null;
  return_address_extra: string | null;
  return_phone_number: string | null;
  return_email: string | null;
}

/**
 * deals.md §5 "Edit-return sends the preferred date as Berlin-time ISO": a stored preferred return
 * date (an instant) as the form starts from it and the fee compares it, "2026-12-04T09:00:00+01:00"
 * for 08:00 UTC, the form of a date picked in the form (`berlinIso`), so an untouched date goes out
 * the same as a picked one.
 */
export function berlinPreferredReturnDate(instant: Date): string {
  const iso = instant.toISOString();
  return berlinIso(berlinDay(iso), berlinTimeOf(iso) ?? "00:00");
}

const FEE_FREE_FIELDS: ReadonlySet<keyof ReturnFields> = new Set(["return_phone_number", "return_email"]);

/** The fields in which `requested` differs from the booked return (compared as trimmed text). */
export function changedReturnFields(current: ReturnFields, requested: ReturnFields): (keyof ReturnFields)[] {
  return (Object.keys(requested) as (keyof ReturnFields)[]).filter((field) => (requested[field] ?? "").trim() !== (current[field] ?? "").trim());
}

/**
 * The fee of changing the booked return into `requested` (§9): nothing for a first booking (no
 * return type yet: it is not a change), nor when only the phone number (always free) or nothing
 * changes; the short-term fee once the car's preparation for the return started; free up to 5
 * days before the planned return day; then the effort fee.
 */
export function returnChangeFee({
  current,
  requested,
  returnDay,
  today,
  preparationStarted,
}: {
  current: ReturnFields;
  requested: ReturnFields;
  returnDay: CalendarDay | null;
  today: CalendarDay;
  preparationStarted: boolean;
}): number {
  if (current.return_type === null) return 0;
  if (!changedReturnFields(current, requested).some((field) => !FEE_FREE_FIELDS.has(field))) return 0;
  if (preparationStarted) return RETURN_SHORT_TERM_FEE_EUR;
  if (returnDay === null || daysBetween(today, returnDay) >= FREE_RETURN_CHANGE_DAYS_BEFORE_RETURN) return 0;
  return RETURN_EFFORT_FEE_EUR;
}
