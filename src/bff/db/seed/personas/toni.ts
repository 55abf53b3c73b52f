/**
 * Toni: running subscriptions on the end-of-subscription rules' boundaries, one day either side
 * (deals.md §4, §9): the "Subscription ends in N days" banner shows for a return date "14 to 121
 * days away" (ending in 13 and 122 days: none; in 14 and 121: the banner), and the pre-return
 * appraisal "is unavailable when … the return is under 8 working days away" (a pickup booked 8
 * working days ahead offers it, one 7 working days ahead not).
 */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { pickupFrom, runningForHalfAYear, seedCar } from "../rows/deal";
import { deliveredOrder, milestonesOf } from "../rows/milestones";
import type { DealInsert, PersonaSeed } from "../types";

/** The offset of the day `count` working days (Monday to Friday) after today: the appraisal rule counts them so. */
export function workingDaysAhead(cal: SeedCalendar, count: number): number {
  let offset = 0;
  for (let counted = 0; counted < count;) {
    offset += 1;
    const weekday = new Date(`${cal.day(offset)}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return offset;
}

const NAMES = ["Toni", "Tage"] as const;

export function toni(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const running = (id: string, carId: string, endsIn: number, amountCents: number) =>
    runningForHalfAYear("toni", NAMES, cal, { id, carId, endsIn, amountCents, term: 12 });
  /** A pickup booked `workingDays` working days ahead, the contract ending three days after it. */
  const pickupIn = (id: string, carId: string, workingDays: number, amountCents: number): DealInsert => {
    const offset = workingDaysAhead(cal, workingDays);
    return { ...running(id, carId, offset + 3, amountCents), ...pickupFrom("toni", NAMES, day(offset), at(offset, "10:00")) };
  };
  const ids = ["ends13", "ends14", "ends121", "ends122", "appraisal8", "appraisal7"] as const;
  return {
    profiles: { toni: seedProfile("toni", { carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-toni-ends13", "vwId3", "WVWZZZE1ZPP000421", "HB-TT 421E", at(-190, "09:00")),
      seedCar("car-toni-ends14", "cupraBorn", "VSSZZZK1ZPP000422", "HB-TT 422E", at(-190, "09:00")),
      seedCar("car-toni-ends121", "vwId3", "WVWZZZE1ZPP000423", "HB-TT 423E", at(-190, "09:00")),
      seedCar("car-toni-ends122", "vwId3", "WVWZZZE1ZPP000424", "HB-TT 424E", at(-190, "09:00")),
      seedCar("car-toni-appraisal8", "mercedesEqa", "W1N2437011J000425", "HB-TT 425E", at(-190, "09:00")),
      seedCar("car-toni-appraisal7", "fiat500e", "ZFAEFAC39PX000426", "HB-TT 426E", at(-190, "09:00")),
    ],
    deals: [
      running("deal-toni-ends13", "car-toni-ends13", 13, 49_900),
      running("deal-toni-ends14", "car-toni-ends14", 14, 52_900),
      running("deal-toni-ends121", "car-toni-ends121", 121, 59_900),
      running("deal-toni-ends122", "car-toni-ends122", 122, 56_900),
      pickupIn("deal-toni-appraisal8", "car-toni-appraisal8", 8, 62_900),
      pickupIn("deal-toni-appraisal7", "car-toni-appraisal7", 7, 39_900),
    ],
    milestones: [
      ...ids.flatMap((id) => deliveredOrder(`deal-toni-${id}`, at(-186, "09:00"), day(-183), at(-183, "10:30"))),
      ...milestonesOf("deal-toni-appraisal8", { return_booked: at(-3, "18:00"), return_confirmed: at(-2, "09:00") }),
      ...milestonesOf("deal-toni-appraisal7", { return_booked: at(-3, "18:00"), return_confirmed: at(-2, "09:00") }),
    ],
  };
}
