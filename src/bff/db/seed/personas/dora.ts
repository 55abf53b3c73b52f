/** Dora: late deliveries (deals.md §4 "Delay options", §9 "Delay credit") and a change inside the 11-day window. */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function dora(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { dora: seedProfile("dora", { carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-dora-born", "cupraBorn", "VSSZZZK1ZPP000315", null, at(-20, "09:00")),
      seedCar("car-dora-eqa", "mercedesEqa", "W1N2437011J000316", null, at(-20, "09:00")),
      seedCar("car-dora-id3", "vwId3", "WVWZZZE1ZPP000317", null, at(-20, "09:00")),
      seedCar("car-dora-enyaq", "skodaEnyaq", "TMBJC7NY0PF000318", null, at(-20, "09:00")),
    ],
    deals: [
      // Dora: late deliveries (deals.md §4 "Delay options", §9 "Delay credit") and a change inside
      // the 11-day window (§9 "a later change costs an effort fee of 99 euros").
      seedDeal("dora", at(-20, "10:00"), {
        ...handoverTo("dora", "Dora", "Delay"),
        id: "deal-dora-late8",
        state: "CREATED",
        carId: "car-dora-born",
        term: 12,
        amountCents: 59_900,
        mileagePackage: 1500,
        // 10 days late: the 10 % credit; preferred 3 days ahead, so the alternative car is offered.
        preferredDeliveryDate: day(3),
        plannedDeliveryDate: day(13),
        deliveryDelayWishedDate: day(3),
        carReadyDate: day(13),
        preferredHandoverDate: at(13, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
      seedDeal("dora", at(-20, "10:05"), {
        ...handoverTo("dora", "Dora", "Delay"),
        id: "deal-dora-late15",
        state: "CREATED",
        carId: "car-dora-eqa",
        term: 12,
        amountCents: 64_900,
        mileagePackage: 1500,
        // 20 days late: the 20 % credit; not changeable, and the alternative car opens only 5 days before.
        preferredDeliveryDate: day(10),
        plannedDeliveryDate: day(30),
        deliveryDelayWishedDate: day(10),
        carReadyDate: day(30),
        preferredHandoverDate: at(30, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: false,
      }),
      seedDeal("dora", at(-20, "10:10"), {
        ...handoverTo("dora", "Dora", "Delay"),
        id: "deal-dora-soon",
        state: "CREATED",
        carId: "car-dora-id3",
        term: 6,
        amountCents: 49_900,
        mileagePackage: 1000,
        preferredDeliveryDate: day(6),
        plannedDeliveryDate: day(6),
        preferredHandoverDate: at(6, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
      seedDeal("dora", at(-20, "10:15"), {
        ...handoverTo("dora", "Dora", "Delay"),
        id: "deal-dora-change",
        state: "CREATED",
        carId: "car-dora-enyaq",
        term: 12,
        amountCents: 62_900,
        mileagePackage: 1500,
        // Delayed by two weeks, changeable and outside the 11-day window: a free change of the date.
        preferredDeliveryDate: day(28),
        plannedDeliveryDate: day(42),
        deliveryDelayWishedDate: day(28),
        carReadyDate: day(42),
        preferredHandoverDate: at(42, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
    ],
    milestones: [
      ...milestonesOf("deal-dora-late8", { order_received: at(-20, "10:00"), customer_verified: at(-19, "09:00") }),
      ...milestonesOf("deal-dora-late15", { order_received: at(-20, "10:05"), customer_verified: at(-19, "09:05") }),
      ...milestonesOf("deal-dora-soon", { order_received: at(-20, "10:10"), customer_verified: at(-19, "09:10") }),
      ...milestonesOf("deal-dora-change", { order_received: at(-20, "10:15"), customer_verified: at(-19, "09:15") }),
    ],
  };
}
