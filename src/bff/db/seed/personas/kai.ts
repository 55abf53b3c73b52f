/** Kai: two contracts ending in about 70 days, one car in the inventory to buy (deals.md §4 buy car), one not. */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { seedInventoryVehicle } from "../rows/end-of-term";
import { deliveredOrder } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function kai(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const kaiEnd = day(70);
  return {
    profiles: { kai: seedProfile("kai", { carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-kai-model-y", "teslaModelY", "LRWYGCEK0PC000340", "HL-KK 340E", at(-300, "09:00")),
      seedCar("car-kai-born", "cupraBorn", "VSSZZZK1ZPP000341", "HL-KK 341E", at(-300, "09:00")),
    ],
    deals: [
      // Kai's Model Y ending in about 70 days, its car in the inventory: the buy option and buy_car_modal.
      seedDeal("kai", at(-300, "10:00"), {
        ...handoverTo("kai", "Kai", "Kauf"),
        id: "deal-kai-buy",
        state: "ACTIVE",
        carId: "car-kai-model-y",
        term: 12,
        endDate: kaiEnd,
        minimumCommitmentEndDate: kaiEnd,
        amountCents: 61_900,
        mileagePackage: 1500,
        actualHandoverDate: on(addMonths(kaiEnd, -12), "10:00"),
        handoverMileage: 14,
        preferredDeliveryDate: addMonths(kaiEnd, -12),
        plannedDeliveryDate: addMonths(kaiEnd, -12),
      }),
      // Kai's Cupra ending at the same time, its car not in the inventory: no buy option.
      seedDeal("kai", at(-300, "10:05"), {
        ...handoverTo("kai", "Kai", "Kauf"),
        id: "deal-kai-keep",
        state: "ACTIVE",
        carId: "car-kai-born",
        term: 12,
        endDate: kaiEnd,
        minimumCommitmentEndDate: kaiEnd,
        amountCents: 49_900,
        mileagePackage: 1000,
        actualHandoverDate: on(addMonths(kaiEnd, -12), "10:00"),
        handoverMileage: 11,
        preferredDeliveryDate: addMonths(kaiEnd, -12),
        plannedDeliveryDate: addMonths(kaiEnd, -12),
      }),
    ],
    milestones: [
      ...deliveredOrder("deal-kai-buy", at(-303, "10:00"), addMonths(kaiEnd, -12), on(addMonths(kaiEnd, -12), "10:00")),
      ...deliveredOrder("deal-kai-keep", at(-303, "10:05"), addMonths(kaiEnd, -12), on(addMonths(kaiEnd, -12), "10:00")),
    ],
    // Offer 28,000 − 600 − 900 = 26,500 EUR (deals.md §9).
    inventoryVehicles: [seedInventoryVehicle(cal, "car-kai-model-y", "LRWYGCEK0PC000340", 2_800_000, 60_000, 90_000)],
  };
}
