/**
 * Pia: the end-of-subscription options (deals.md §4) inside their window, about 3 months before the
 * end (§9), one deal per branch of the prolongation.
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { seedInvoice } from "../rows/documents";
import { seedProlongationPrice } from "../rows/end-of-term";
import { deliveredOrder } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function pia(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const piaProlongEnd = day(75);
  const piaLegacyEnd = day(60);
  const piaRenewedEnd = day(50);
  return {
    profiles: { pia: seedProfile("pia", { carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-pia-model-y", "teslaModelY", "LRWYGCEK0PC000330", "HB-PP 330E", at(-290, "09:00")),
      seedCar("car-pia-born", "cupraBorn", "VSSZZZK1ZPP000331", "HB-PP 331E", at(-300, "09:00")),
      seedCar("car-pia-ix1", "bmwIx1", "WBA11EF0X0P000332", "HB-PP 332E", at(-310, "09:00")),
    ],
    deals: [
      // Pia's subscription-service deal ending in about 75 days: prolongable with the server's options.
      seedDeal("pia", at(-290, "10:00"), {
        ...handoverTo("pia", "Pia", "Prolong"),
        id: "deal-pia-prolong",
        state: "ACTIVE",
        carId: "car-pia-model-y",
        term: 12,
        endDate: piaProlongEnd,
        minimumCommitmentEndDate: piaProlongEnd,
        amountCents: 59_900,
        mileagePackage: 1500,
        actualHandoverDate: on(addMonths(piaProlongEnd, -12), "10:00"),
        handoverMileage: 12,
        preferredDeliveryDate: addMonths(piaProlongEnd, -12),
        plannedDeliveryDate: addMonths(piaProlongEnd, -12),
      }),
      // Pia's older contract outside the subscription service, retention window closed: the legacy
      // 5 % prolongation (deals.md §4).
      seedDeal("pia", at(-300, "10:00"), {
        ...handoverTo("pia", "Pia", "Prolong"),
        id: "deal-pia-legacy",
        state: "ACTIVE",
        carId: "car-pia-born",
        term: 12,
        endDate: piaLegacyEnd,
        minimumCommitmentEndDate: piaLegacyEnd,
        amountCents: 48_900,
        mileagePackage: 1000,
        belongsToSubscriptionService: false,
        actualHandoverDate: on(addMonths(piaLegacyEnd, -12), "10:00"),
        handoverMileage: 15,
        preferredDeliveryDate: addMonths(piaLegacyEnd, -12),
        plannedDeliveryDate: addMonths(piaLegacyEnd, -12),
      }),
      // Pia's prolongation of an earlier contract: a prolongation is offered no end-of-subscription
      // options (deals.md §4), however close its end.
      seedDeal("pia", at(-310, "10:00"), {
        ...handoverTo("pia", "Pia", "Prolong"),
        id: "deal-pia-renewed",
        state: "ACTIVE",
        carId: "car-pia-ix1",
        term: 6,
        endDate: piaRenewedEnd,
        minimumCommitmentEndDate: piaRenewedEnd,
        amountCents: 52_900,
        mileagePackage: 1000,
        subscribedAs: "PROLONGATION",
        actualHandoverDate: on(addMonths(piaRenewedEnd, -6), "10:00"),
        handoverMileage: 9_800,
        preferredDeliveryDate: addMonths(piaRenewedEnd, -6),
        plannedDeliveryDate: addMonths(piaRenewedEnd, -6),
      }),
    ],
    invoices: [seedInvoice(cal, 11, "pia", "deal-pia-prolong", 59_900, "open", at(-5, "06:00"))],
    milestones: [
      ...deliveredOrder("deal-pia-prolong", at(-293, "10:00"), addMonths(piaProlongEnd, -12), on(addMonths(piaProlongEnd, -12), "10:00")),
      ...deliveredOrder("deal-pia-legacy", at(-308, "10:00"), addMonths(piaLegacyEnd, -12), on(addMonths(piaLegacyEnd, -12), "10:00")),
      ...deliveredOrder("deal-pia-renewed", at(-136, "10:00"), addMonths(piaRenewedEnd, -6), on(addMonths(piaRenewedEnd, -6), "10:00")),
    ],
    // The prolongation prices of the subscription-service deal (deals.md §3 "Prolongation options").
    prolongationPrices: [
      seedProlongationPrice(cal, "deal-pia-prolong", 6, 57_900, 59_900),
      seedProlongationPrice(cal, "deal-pia-prolong", 12, 54_900, 59_900),
      seedProlongationPrice(cal, "deal-pia-prolong", 24, 51_900, 59_900),
    ],
  };
}
