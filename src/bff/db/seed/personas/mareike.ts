/**
 * Mareike, fleet manager of Meilenstein Bau ("Sie"): a company car on the road for three months, whose
 * mileage she reports and for which she books one-time kilometres, a second one ordered, whose
 * insurance she upgrades, and a third ending in about 40 days, in the inventory, which she asks to buy. Her deals are written only by her own journeys, so that what they assert
 * (the latest reading, the rate) is not changed by another spec running beside them. Two drivers of
 * her company without a car: Sven changes his password, Doris asks for the deletion of her account
 * (each alone, as a password change ends the account's other sessions).
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { MEILENSTEIN } from "../companies";
import { seedCompanyMember, seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { seedInventoryVehicle } from "../rows/end-of-term";
import { deliveredOrder, milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function mareike(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const start = day(-92);
  const end = addMonths(start, 12);
  const buyEnd = day(40);
  return {
    profiles: {
      mareike: seedProfile("mareike", { companyId: MEILENSTEIN, carriedOverPoints: 0 }),
      sven: seedProfile("sven", { companyId: MEILENSTEIN, carriedOverPoints: 0 }),
      doris: seedProfile("doris", { companyId: MEILENSTEIN, carriedOverPoints: 0 }),
    },
    cars: [
      seedCar("car-mareike-enyaq", "skodaEnyaq", "TMBJC7NY0PF000391", "HB-MB 391E", at(-100, "09:00")),
      seedCar("car-mareike-ix1", "bmwIx1", "WBA11EF0X0P000392", null, at(-9, "09:00")),
      seedCar("car-mareike-model-y", "teslaModelY", "LRWYGCEK0PC000393", "HB-MB 393E", at(-300, "09:00")),
    ],
    deals: [
      // On the road for 3 months, the commitment ends in 9: the mileage report and one-time
      // kilometres. 595 € gross is 500,00 € net of VAT (deals.md §6).
      seedDeal("mareike", at(-95, "10:00"), {
        ...handoverTo("mareike", "Mareike", "Meilenstein"),
        id: "deal-mareike-active",
        state: "ACTIVE",
        type: "MINIB2B",
        carId: "car-mareike-enyaq",
        term: 12,
        endDate: end,
        minimumCommitmentEndDate: end,
        amountCents: 59_500,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(start, "10:00"),
        handoverMileage: 15,
        preferredDeliveryDate: start,
        plannedDeliveryDate: start,
      }),
      // Ordered, delivery in 4 weeks, with the standard 1,000 EUR deductible: the insurance upgrade.
      // 714 € gross is 600,00 € net of VAT.
      seedDeal("mareike", at(-9, "10:00"), {
        ...handoverTo("mareike", "Mareike", "Meilenstein"),
        id: "deal-mareike-ordered",
        state: "CREATED",
        type: "MINIB2B",
        carId: "car-mareike-ix1",
        term: 12,
        amountCents: 71_400,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        preferredDeliveryDate: day(28),
        plannedDeliveryDate: day(28),
        preferredHandoverDate: at(28, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
      // Ends in about 40 days (the return window open), its car in the inventory: the business buy offer (30,000 − 500 − 1,000 =
      // 28,500 EUR; estimate ceil10((1.03 · 28,500 + 1,500) · 1.19) = 36,720 EUR gross, 30,857 EUR net).
      seedDeal("mareike", at(-292, "10:00"), {
        ...handoverTo("mareike", "Mareike", "Meilenstein"),
        id: "deal-mareike-buy",
        state: "ACTIVE",
        type: "MINIB2B",
        carId: "car-mareike-model-y",
        term: 12,
        endDate: buyEnd,
        minimumCommitmentEndDate: buyEnd,
        amountCents: 71_400,
        mileagePackage: 2000,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(addMonths(buyEnd, -12), "10:00"),
        handoverMileage: 12,
        preferredDeliveryDate: addMonths(buyEnd, -12),
        plannedDeliveryDate: addMonths(buyEnd, -12),
      }),
    ],
    inventoryVehicles: [seedInventoryVehicle(cal, "car-mareike-model-y", "LRWYGCEK0PC000393", 3_000_000, 50_000, 100_000)],
    milestones: [
      ...deliveredOrder("deal-mareike-active", at(-95, "10:00"), start, on(start, "10:00")),
      ...deliveredOrder("deal-mareike-buy", at(-292, "10:00"), addMonths(buyEnd, -12), on(addMonths(buyEnd, -12), "10:00")),
      ...milestonesOf("deal-mareike-ordered", { order_received: at(-9, "10:00"), customer_verified: at(-8, "10:00") }),
    ],
    companyContacts: [seedCompanyMember(cal, "mareike", MEILENSTEIN, "fleet_manager", ["Mareike", "Meilenstein"], "mareike.meilenstein@demo.portal")],
  };
}
