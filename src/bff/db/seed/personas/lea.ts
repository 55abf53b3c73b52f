/** Lea: a lead whose checkout is not finished (no order progress): the deal links to the checkout. */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { seedCar, seedDeal } from "../rows/deal";
import type { PersonaSeed } from "../types";

export function lea(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: { lea: seedProfile("lea", { carriedOverPoints: 0 }) },
    cars: [seedCar("car-lea-born", "cupraBorn", "VSSZZZK1ZPP000310", null, at(-2, "09:00"))],
    deals: [
      seedDeal("lea", at(-2, "21:14"), {
        id: "deal-lea-lead",
        state: "CREATED",
        variant: "LEAD",
        carId: "car-lea-born",
        term: 12,
        amountCents: 49_900,
        mileagePackage: 1000,
        checkoutHash: "b3f1c9e07a5d4e2f8c6a1d0e9f7b2c4a",
        preferredDeliveryDate: day(30),
        leadHandoverDate: day(30),
        recurrentPaymentMethod: null,
      }),
    ],
  };
}
