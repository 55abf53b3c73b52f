import type { AvailableDate } from "@/features/appointments/rules/available-dates";

/**
 * The shared return of several company cars (account.md §2 Business portal "Settings for shared
 * return (max_subscriptions 999)"): the cars go back together, on one day in one slot.
 * The spec names only the setting; reading chosen: a fleet manager or an admin books one return for
 * several of the company's cars, each car under its own return rules (deals.md §4), so the day and
 * slot must be offered to every car chosen.
 */

/** The days and slots offered to every car: the intersection of each car's offered dates, in the first car's order. */
export function commonReturnDates(perCar: readonly (readonly AvailableDate[])[]): AvailableDate[] {
  const [first, ...others] = perCar;
  if (!first) return [];
  return first.flatMap((date) => {
    const slots = date.available_slots.filter((slot) =>
      others.every((dates) => dates.some((other) => other.date === date.date && other.available_slots.some((s) => s.value === slot.value))),
    );
    return slots.length > 0 ? [{ date: date.date, available_slots: slots }] : [];
  });
}

/** The chosen cars, each once, in the order chosen (a repeated id does not count twice against the limit). */
export function distinctDealIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id.length > 0))];
}
