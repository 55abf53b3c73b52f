/** Vera: insurance and add-ons (loyalty Gold): two orders, one running car and one whose commitment ends in about 7 weeks. */
import { addMonths } from "../../../../lib/calendar-day";
import type { SeedCalendar } from "../calendar";
import { seedPaymentMethod, seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { deliveredOrder, milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function vera(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { vera: seedProfile("vera", { carriedOverPoints: 3_000 }) },
    cars: [
      seedCar("car-vera-ix1", "bmwIx1", "WBA11EF0X0P000320", null, at(-8, "09:00")),
      seedCar("car-vera-born", "cupraBorn", "VSSZZZK1ZPP000321", null, at(-8, "09:00")),
      seedCar("car-vera-id3", "vwId3", "WVWZZZE1ZPP000322", "DO-VV 322E", at(-100, "09:00")),
      seedCar("car-vera-enyaq", "skodaEnyaq", "TMBJC7NY0PF000323", "DO-VV 323E", at(-300, "09:00")),
    ],
    deals: [
      // Vera: insurance and add-ons. An ordered iX1 with the standard 1,000 EUR deductible:
      // the insurance upgrade (INSURANCE_UPGRADE) and the deductible reduction at 29 EUR a month.
      seedDeal("vera", at(-8, "10:00"), {
        ...handoverTo("vera", "Vera", "Versichert"),
        id: "deal-vera-ordered",
        state: "CREATED",
        carId: "car-vera-ix1",
        term: 12,
        amountCents: 72_900,
        mileagePackage: 1500,
        preferredDeliveryDate: day(30),
        plannedDeliveryDate: day(30),
        preferredHandoverDate: at(30, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
      // A second order, to accept the deductible reduction from its banner.
      seedDeal("vera", at(-8, "10:05"), {
        ...handoverTo("vera", "Vera", "Versichert"),
        id: "deal-vera-reduce",
        state: "CREATED",
        carId: "car-vera-born",
        term: 6,
        amountCents: 49_900,
        mileagePackage: 1000,
        preferredDeliveryDate: day(35),
        plannedDeliveryDate: day(35),
        preferredHandoverDate: at(35, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
      // On the road for 3 months, the commitment ends in 9: one-time mileage (one_time_mileage); the
      // deductible reduction is refused, the car is already handed over (deals.md §4).
      seedDeal("vera", at(-95, "10:00"), {
        ...handoverTo("vera", "Vera", "Versichert"),
        id: "deal-vera-active",
        state: "ACTIVE",
        carId: "car-vera-id3",
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
      }),
      // The commitment ends in about 7 weeks: no add-on change (account.md §4 "not within 2 months").
      seedDeal("vera", at(-300, "10:00"), {
        ...handoverTo("vera", "Vera", "Versichert"),
        id: "deal-vera-ending",
        state: "ACTIVE",
        carId: "car-vera-enyaq",
        term: 12,
        endDate: day(50),
        minimumCommitmentEndDate: day(50),
        amountCents: 62_900,
        mileagePackage: 2000,
        actualHandoverDate: at(-315, "11:00"),
        handoverMileage: 7,
        preferredDeliveryDate: day(-315),
        plannedDeliveryDate: day(-315),
        handoverAppointmentDate: at(-315, "11:00"),
        preferredHandoverDate: at(-315, "11:00"),
      }),
    ],
    milestones: [
      ...milestonesOf("deal-vera-ordered", { order_received: at(-8, "10:00"), customer_verified: at(-7, "10:00") }),
      ...milestonesOf("deal-vera-reduce", { order_received: at(-8, "10:05"), customer_verified: at(-7, "10:05") }),
      ...deliveredOrder("deal-vera-active", at(-95, "10:00"), day(-92), at(-92, "11:00")),
      ...deliveredOrder("deal-vera-ending", at(-318, "10:00"), day(-315), at(-315, "11:00")),
    ],
    paymentMethods: [
      seedPaymentMethod("deal-vera-active", "vera", { paymentType: "us_bank_account", identifierLast4: "6789", accountHolder: "Vera Versichert" }),
    ],
  };
}
