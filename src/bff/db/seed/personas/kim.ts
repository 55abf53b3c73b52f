/** Kim: loyalty level Black with an ordered Model Y: the comfort protection costs nothing (deals.md §6); its delivery estimate names no weeks (§4). */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function kim(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { kim: seedProfile("kim", { carriedOverPoints: 51_000 }) },
    cars: [seedCar("car-kim-model-y", "teslaModelY", "XP7YGCEK0PB000324", null, at(-6, "09:00"))],
    deals: [
      // Kim: loyalty level Black, an ordered Model Y: the comfort protection costs nothing (deals.md §6).
      seedDeal("kim", at(-6, "10:00"), {
        ...handoverTo("kim", "Kim", "Komfort"),
        id: "deal-kim-ordered",
        state: "CREATED",
        carId: "car-kim-model-y",
        term: 12,
        amountCents: 79_900,
        mileagePackage: 2000,
        preferredDeliveryDate: day(25),
        plannedDeliveryDate: day(25),
        preferredHandoverDate: at(25, "11:00"),
        // The estimate says the car may come early but gives no number of weeks: 3 (deals.md §4
        // "Early availability applies when deviation_in_weeks is above 0 (3 weeks if none is given)").
        availabilityEstimateWithoutWeeks: true,
        handoverAddressChangeable: true,
      }),
    ],
    milestones: milestonesOf("deal-kim-ordered", { order_received: at(-6, "10:00"), customer_verified: at(-5, "10:00") }),
  };
}
