/** Dora: late deliveries (deals.md §4 "Delay options", §9 "Delay credit") and a change inside the 11-day window. */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function dora(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  // The booked delivery days fall on working days (the wishes stay as the customer made them), each
  // keeping its window: late8 10 to 14 days late and changed free, late15 20 or more days late,
  // soon inside the 11 days.
  const wished8 = 3;
  const late8 = cal.workday(wished8 + 10);
  const wished15 = 10;
  const late15 = cal.workday(wished15 + 20);
  const soon = cal.workday(6);
  const wishedChange = 28;
  const change = cal.workday(wishedChange + 14);
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
        // 10 to 14 days late: the 10 % credit; preferred in 3 days, so the alternative car is offered.
        preferredDeliveryDate: day(wished8),
        plannedDeliveryDate: day(late8),
        deliveryDelayWishedDate: day(wished8),
        carReadyDate: day(late8),
        preferredHandoverDate: at(late8, "11:00"),
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
        // 20 or more days late: the 20 % credit; not changeable, and the alternative car opens only 5 days before.
        preferredDeliveryDate: day(wished15),
        plannedDeliveryDate: day(late15),
        deliveryDelayWishedDate: day(wished15),
        carReadyDate: day(late15),
        preferredHandoverDate: at(late15, "11:00"),
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
        preferredDeliveryDate: day(soon),
        plannedDeliveryDate: day(soon),
        preferredHandoverDate: at(soon, "11:00"),
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
        preferredDeliveryDate: day(wishedChange),
        plannedDeliveryDate: day(change),
        deliveryDelayWishedDate: day(wishedChange),
        carReadyDate: day(change),
        preferredHandoverDate: at(change, "11:00"),
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
