/** Bruno: the ordered iX1 comes in about two months, bridged by a transition car (bridging_type BEGINNING). */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import type { PersonaSeed } from "../types";

export function bruno(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { bruno: seedProfile("bruno", { carriedOverPoints: 0 }) },
    cars: [seedCar("car-bruno-ix1", "bmwIx1", "WBA11EF0X0P000314", null, at(-15, "09:00"))],
    deals: [
      // Bruno: the ordered iX1 comes in about two months; a bridging vehicle (bridging_type
      // BEGINNING) covers the time until then: the list's bridging banner and the transition-car modal.
      seedDeal("bruno", at(-15, "10:10"), {
        ...handoverTo("bruno", "Bruno", "Brücke"),
        id: "deal-bruno-ordered",
        state: "CREATED",
        carId: "car-bruno-ix1",
        term: 18,
        amountCents: 69_900,
        mileagePackage: 2000,
        bridgingType: "BEGINNING",
        preferredDeliveryDate: day(60),
        plannedDeliveryDate: day(60),
        preferredHandoverDate: at(60, "11:00"),
        handoverAddressChangeable: true,
      }),
    ],
  };
}
