/**
 * The running ID.3 the drivers' and the loyalty personas drive, as Vera's: on the road for three
 * months, so that their pages are theirs (account.md §4: German locale, a SUBSCRIPTION deal).
 */
import { addMonths } from "../../../../lib/calendar-day";
import type { SeedCalendar } from "../calendar";
import type { PersonaKey } from "../people";
import { handoverTo, seedDeal } from "../rows/deal";
import { deliveredOrder } from "../rows/milestones";
import type { DealInsert, MilestoneInsert } from "../types";

/** `deal-<key>-active` on `car-<key>-id3`, handed over to `names` 92 days ago. */
export function runningId3Deal({ day, at }: SeedCalendar, key: PersonaKey, names: [string, string]): DealInsert {
  return seedDeal(key, at(-95, "10:00"), {
    ...handoverTo(key, ...names),
    id: `deal-${key}-active`,
    state: "ACTIVE" as const,
    carId: `car-${key}-id3`,
    term: 12,
    endDate: addMonths(day(-92), 12),
    minimumCommitmentEndDate: addMonths(day(-92), 12),
    amountCents: 54_900,
    mileagePackage: 1500,
    actualHandoverDate: at(-92, "11:00"),
    handoverMileage: 10,
    preferredDeliveryDate: day(-92),
    plannedDeliveryDate: day(-92),
    handoverAppointmentDate: at(-92, "11:00"),
    preferredHandoverDate: at(-92, "11:00"),
  });
}

export function runningId3Milestones({ day, at }: SeedCalendar, key: PersonaKey): MilestoneInsert[] {
  return deliveredOrder(`deal-${key}-active`, at(-95, "10:00"), day(-92), at(-92, "11:00"));
}
