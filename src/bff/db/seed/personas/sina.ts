/** Sina: the same-day swap (deals.md §4): her running ID.3 goes back on the day the Enyaq is handed over. */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, pickupFrom, seedCar, seedDeal } from "../rows/deal";
import { milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function sina(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { sina: seedProfile("sina", { carriedOverPoints: 12_000 }) },
    cars: [
      seedCar("car-sina-id3", "vwId3", "WVWZZZE1ZPP000312", "F-SW 312E", at(-350, "09:00")),
      seedCar("car-sina-enyaq", "skodaEnyaq", "TMBJC7NY0PF000313", null, at(-20, "09:00")),
    ],
    deals: [
      // Sina: the same-day swap (deals.md §4 "A swap is expected…"): her running ID.3 goes back on
      // the day the Enyaq is handed over, in about 20 days, so the list shows the swap banner.
      seedDeal("sina", at(-352, "16:40"), {
        ...handoverTo("sina", "Sina", "Swap"),
        id: "deal-sina-current",
        state: "ACTIVE",
        carId: "car-sina-id3",
        term: 12,
        endDate: day(20),
        minimumCommitmentEndDate: day(20),
        amountCents: 52_900,
        mileagePackage: 1500,
        actualHandoverDate: at(-345, "11:00"),
        handoverMileage: 12,
        subscribedTo: "SWAP_SAME_DAY",
        followupSubscriptionId: "deal-sina-next",
        // Picked up where the Enyaq is handed over: her address, to her name (it had no address nor contact).
        ...pickupFrom("sina", ["Sina", "Swap"], day(20), at(20, "11:00")),
      }),
      seedDeal("sina", at(-20, "18:05"), {
        ...handoverTo("sina", "Sina", "Swap"),
        id: "deal-sina-next",
        state: "CREATED",
        carId: "car-sina-enyaq",
        term: 12,
        amountCents: 64_900,
        mileagePackage: 1500,
        subscribedAs: "SWAP_SAME_DAY",
        previousSubscriptionId: "deal-sina-current",
        preferredDeliveryDate: day(20),
        plannedDeliveryDate: day(20),
        preferredHandoverDate: at(20, "11:00"),
        handoverAddressChangeable: true,
      }),
    ],
    milestones: [
      // The follow-up, ordered 20 days ago and verified: its order status names the swap's day.
      ...milestonesOf("deal-sina-next", { order_received: at(-20, "18:05"), customer_verified: at(-19, "10:00") }),
      // Ordering the swap booked the ID.3's return for its day, as a customer's own booking does
      // (`return_booked`), so the deal page shows the return status with its appraisal offer.
      ...milestonesOf("deal-sina-current", { return_booked: at(-20, "18:05") }),
    ],
  };
}
