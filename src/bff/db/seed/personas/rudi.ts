/**
 * Rudi: running subscriptions on the return rules' boundaries, one day either side (deals.md §4,
 * §9): the return can be planned "from 45 days before the return date" (ending in 45 days: open;
 * in 46: not yet), and a "return date change is free up to 5 days before the planned return" (a
 * pickup booked in exactly 5 days changes free; Anna's in 4 costs the effort fee).
 */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { pickupFrom, runningForHalfAYear, seedCar } from "../rows/deal";
import { deliveredOrder, milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

const NAMES = ["Rudi", "Rand"] as const;

export function rudi(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const running = (id: string, carId: string, endsIn: number, amountCents: number) =>
    runningForHalfAYear("rudi", NAMES, cal, { id, carId, endsIn, amountCents, term: 6 });
  return {
    profiles: { rudi: seedProfile("rudi", { carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-rudi-window45", "teslaModelY", "LRWYGCEK0PC000411", "KS-RR 411E", at(-190, "09:00")),
      seedCar("car-rudi-window46", "bmwIx1", "WBA11EF0005F00412", "KS-RR 412E", at(-190, "09:00")),
      seedCar("car-rudi-pickup5", "fiat500e", "ZFAEFAC39PX000413", "KS-RR 413E", at(-190, "09:00")),
    ],
    deals: [
      running("deal-rudi-window45", "car-rudi-window45", 45, 69_900),
      running("deal-rudi-window46", "car-rudi-window46", 46, 62_900),
      { ...running("deal-rudi-pickup5", "car-rudi-pickup5", 12, 39_900), ...pickupFrom("rudi", NAMES, day(5), at(5, "09:00")) },
    ],
    milestones: [
      ...deliveredOrder("deal-rudi-window45", at(-186, "09:00"), day(-183), at(-183, "10:30")),
      ...deliveredOrder("deal-rudi-window46", at(-186, "09:00"), day(-183), at(-183, "10:30")),
      ...deliveredOrder("deal-rudi-pickup5", at(-186, "09:00"), day(-183), at(-183, "10:30")),
      ...milestonesOf("deal-rudi-pickup5", { return_booked: at(-10, "18:00"), return_confirmed: at(-9, "09:00") }),
    ],
  };
}
