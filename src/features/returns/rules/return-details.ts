import { RETURN_DEPOT_HOURS, slotsOf } from "@/features/appointments/rules/available-dates";
import type { ReturnType } from "@/features/deals/types";
import { berlinTimeOf } from "@/lib/calendar-day";
import { compoundLocations, type CompoundLocation } from "./return-change";

/**
 * The return details beside the return status (deals.md §2 "Return info and return status"): what
 * the booking says besides its type and day, so the block tells the customer when and where.
 */

/** A slot's length where the booked time is off the depot's grid: the grid's hour. */
const OFF_GRID_SLOT_MINUTES = 60;

/**
 * The booked time slot, "10:00-11:00": the Berlin time of the preferred return date (deals.md §5
 * "Berlin-time ISO") on the slots of §9 "Return depot opening 9-12 and 13-15", which a pickup and a
 * self return are both booked on; a time off that grid gets an hour from it (as the booking mail
 * says it); null without a time.
 */
export function bookedReturnSlot(preferredReturnDate: string | null): string | null {
  const start = preferredReturnDate === null ? null : berlinTimeOf(preferredReturnDate);
  if (start === null) return null;
  const onGrid = slotsOf(RETURN_DEPOT_HOURS).find((slot) => slot.value === start);
  if (onGrid) return onGrid.formatted_time;
  const [hours = 0, minutes = 0] = start.split(":").map(Number);
  const end = hours * 60 + minutes + OFF_GRID_SLOT_MINUTES;
  return `${start}-${String(Math.floor(end / 60) % 24).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

/**
 * deals.md §2 "fixed compound address for self return", §3 return metadata compound_locations: the
 * depot a booked self return goes to, the one serving the region of the handover postcode (the
 * return form offers it first, the booking mail names it); null for a pickup or without a type.
 */
export function selfReturnDepot(returnType: ReturnType | null, handoverZip: string | null): CompoundLocation | null {
  if (returnType !== "SELF_RETURN") return null;
  return compoundLocations(handoverZip)[0] ?? null;
}
