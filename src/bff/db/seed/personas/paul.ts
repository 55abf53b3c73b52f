/** Paul: three orders before delivery, one in each state before it (created, signed, verified). */
import { CATEGORY_SUBSCRIPTION_MONTHS, categorySubscriptionEnd } from "../../../../features/deals/rules/category-subscription";
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { documentsFor } from "../rows/documents";
import { milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function paul(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { paul: seedProfile("paul", { carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-paul-ix1", "bmwIx1", "WBA11EF0X0P000304", null, at(-12, "09:00")),
      seedCar("car-paul-model-y", "teslaModelY", "XP7YGCEK0PB000305", null, at(-5, "09:00")),
      seedCar("car-paul-500e", "fiat500e", "ZFAEFAC30PX000306", null, at(-9, "09:00")),
    ],
    deals: [
      seedDeal("paul", at(-12, "19:02"), {
        ...handoverTo("paul", "Paul", "Plan"),
        id: "deal-paul-created",
        state: "CREATED",
        carId: "car-paul-ix1",
        term: 24,
        amountCents: 72_900,
        mileagePackage: 1500,
        // The planned date is a week after the preferred one: the delay banner (deals.md §4), which
        // needs no early availability, so the estimate says "no deviation".
        preferredDeliveryDate: day(21),
        plannedDeliveryDate: day(28),
        deliveryDelayWishedDate: day(21),
        carReadyDate: day(28),
        preferredHandoverDate: at(28, "11:00"),
        handoverAddressExtra: "Klingel Plan",
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
      seedDeal("paul", at(-5, "08:30"), {
        id: "deal-paul-signed",
        state: "SIGNED",
        carId: "car-paul-model-y",
        term: 12,
        amountCents: 79_900,
        mileagePackage: 2000,
        preferredDeliveryDate: day(35),
        handoverAddressChangeable: true,
      }),
      seedDeal("paul", at(-9, "12:45"), {
        ...handoverTo("paul", "Paul", "Plan"),
        id: "deal-paul-verified",
        state: "EXTERNALLY_VERIFIED",
        carId: "car-paul-500e",
        // A car of a category subscription runs 12 or 24 months (deals.md §9).
        term: 12,
        amountCents: 38_900,
        mileagePackage: 1000,
        minorDamage: true,
        preferredDeliveryDate: day(14),
        plannedDeliveryDate: day(14),
        preferredHandoverDate: at(14, "11:00"),
        // Early availability: the car may come up to two weeks sooner (deals.md §4, the longer step list).
        availabilityDeviationInWeeks: 2,
        handoverAddressChangeable: true,
        // A category subscription (deals.md §3 category_subscription_details, §9): a small car of the
        // category for 36 months from delivery, whichever model it turns out to be; this car 12 of them.
        categoryTerm: CATEGORY_SUBSCRIPTION_MONTHS,
        categoryStartDate: day(14),
        categoryEndDate: categorySubscriptionEnd(day(14)),
      }),
    ],
    documents: [
      ...documentsFor("deal-paul-created", ["subscription_confirmation", "car_configuration"], at(-12, "19:30")),
      ...documentsFor("deal-paul-verified", ["subscription_confirmation", "car_configuration", "holder_agreement"], at(-9, "13:00")),
    ],
    milestones: [
      // Mid-delivery: the car is ready at the compound, the (delayed) delivery is still ahead.
      ...milestonesOf("deal-paul-created", {
        order_received: at(-12, "19:02"),
        customer_verified: at(-11, "10:15"),
        car_arrived_at_compound: at(-4, "14:00"),
        car_ready_for_delivery: at(-1, "16:30"),
      }),
      // Only received: the verification banner (deals.md §4).
      ...milestonesOf("deal-paul-signed", { order_received: at(-5, "08:30") }),
      ...milestonesOf("deal-paul-verified", { order_received: at(-9, "12:45"), customer_verified: at(-7, "11:20") }),
    ],
  };
}
