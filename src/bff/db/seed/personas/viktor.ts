/**
 * Viktor, fleet manager of Nord Kurier: a company car ending in about 80 days (the business
 * prolongation, prices net of VAT, and the car to buy) and a second one ordered.
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { NORD_KURIER } from "../companies";
import { seedCompanyMember, seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { seedInvoice } from "../rows/documents";
import { seedInventoryVehicle, seedProlongationPrice } from "../rows/end-of-term";
import { deliveredOrder, milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function viktor(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const viktorEnd = day(80);
  return {
    profiles: { viktor: seedProfile("viktor", { companyId: NORD_KURIER, carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-viktor-ioniq5", "hyundaiIoniq5", "KMHKM81AFPU000333", "B-ML 333E", at(-280, "09:00")),
      seedCar("car-viktor-id3", "vwId3", "WVWZZZE1ZPP000334", null, at(-12, "09:00")),
    ],
    deals: [
      // Viktor's company car ending in about 80 days: the business prolongation, prices net of VAT.
      seedDeal("viktor", at(-292, "10:00"), {
        ...handoverTo("viktor", "Viktor", "Verlängerung"),
        id: "deal-viktor-prolong",
        state: "ACTIVE",
        type: "MINIB2B",
        carId: "car-viktor-ioniq5",
        term: 12,
        endDate: viktorEnd,
        minimumCommitmentEndDate: viktorEnd,
        amountCents: 71_400,
        mileagePackage: 2000,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(addMonths(viktorEnd, -12), "10:00"),
        handoverMileage: 20,
        preferredDeliveryDate: addMonths(viktorEnd, -12),
        plannedDeliveryDate: addMonths(viktorEnd, -12),
      }),
      // Viktor's second company car, ordered, delivery in 3 weeks: for a private customer
      // the delivery would be changeable and the package raisable, but Nord Kurier switched both off.
      seedDeal("viktor", at(-12, "10:00"), {
        ...handoverTo("viktor", "Viktor", "Verlängerung"),
        id: "deal-viktor-ordered",
        state: "CREATED",
        type: "MINIB2B",
        carId: "car-viktor-id3",
        term: 12,
        amountCents: 49_900,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        preferredDeliveryDate: day(21),
        plannedDeliveryDate: day(21),
        preferredHandoverDate: at(21, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
      }),
    ],
    invoices: [seedInvoice(cal, 10, "viktor", "deal-viktor-prolong", 71_400, "open", at(-5, "06:00"))],
    milestones: [
      ...milestonesOf("deal-viktor-ordered", { order_received: at(-12, "10:00"), customer_verified: at(-11, "10:00") }),
      ...deliveredOrder("deal-viktor-prolong", at(-290, "10:00"), addMonths(viktorEnd, -12), on(addMonths(viktorEnd, -12), "10:00")),
    ],
    // 600 and 560 EUR a month net of VAT, gross here.
    prolongationPrices: [
      seedProlongationPrice(cal, "deal-viktor-prolong", 6, 66_640, 71_400),
      seedProlongationPrice(cal, "deal-viktor-prolong", 12, 64_260, 71_400),
    ],
    // Offer 31,250.40 − 820.30 − 1,200 = 29,230.10 → 29,230 EUR (deals.md §9).
    inventoryVehicles: [seedInventoryVehicle(cal, "car-viktor-ioniq5", "KMHKM81AFPU000333", 3_125_040, 82_030, 120_000)],
    companyContacts: [seedCompanyMember(cal, "viktor", NORD_KURIER, "fleet_manager", ["Viktor", "Verlängerung"], "viktor.verlaengerung@demo.portal")],
  };
}
