/**
 * The running ID.3 the drivers' and the loyalty personas drive, as Vera's: on the road for three
 * months, so that their pages are theirs (account.md §4: German locale, a SUBSCRIPTION deal);
 * Rita's for over a year, renewed by itself.
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

/** The renewed ID.3's handover, 400 days ago: its 12 months ran out about five weeks ago. */
const RENEWED_HANDOVER_DAYS_AGO = 400;

/**
 * `deal-<key>-active` on `car-<key>-id3` past its minimum term: it renewed itself for six months
 * (deals.md §4 "Pre and post auto-renewal notice: the car may be driven until the auto-renewal end
 * date without action"), so the contract runs to the renewal's end.
 */
export function renewedId3Deal({ day, at }: SeedCalendar, key: PersonaKey, names: [string, string]): DealInsert {
  const handoverDay = day(-RENEWED_HANDOVER_DAYS_AGO);
  const commitmentEnd = addMonths(handoverDay, 12);
  const renewedUntil = addMonths(commitmentEnd, 6);
  return seedDeal(key, at(-RENEWED_HANDOVER_DAYS_AGO - 3, "10:00"), {
    ...handoverTo(key, ...names),
    id: `deal-${key}-active`,
    state: "ACTIVE" as const,
    carId: `car-${key}-id3`,
    term: 12,
    endDate: renewedUntil,
    minimumCommitmentEndDate: commitmentEnd,
    hasAutoRenewal: true,
    isPostAutoRenewal: true,
    autoRenewalPeriodAmount: 6,
    autoRenewalEndDate: renewedUntil,
    amountCents: 54_900,
    mileagePackage: 1500,
    actualHandoverDate: at(-RENEWED_HANDOVER_DAYS_AGO, "11:00"),
    handoverMileage: 10,
    preferredDeliveryDate: handoverDay,
    plannedDeliveryDate: handoverDay,
    handoverAppointmentDate: at(-RENEWED_HANDOVER_DAYS_AGO, "11:00"),
    preferredHandoverDate: at(-RENEWED_HANDOVER_DAYS_AGO, "11:00"),
  });
}

export function renewedId3Milestones({ day, at }: SeedCalendar, key: PersonaKey): MilestoneInsert[] {
  const days = RENEWED_HANDOVER_DAYS_AGO;
  return deliveredOrder(`deal-${key}-active`, at(-days - 3, "10:00"), day(-days), at(-days, "11:00"));
}
