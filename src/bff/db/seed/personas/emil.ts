/** Emil: only finished or aborted subscriptions (inactive, stopped, canceled); the aborted ones have no order progress. */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { people } from "../people";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { documentsFor, seedInvoice } from "../rows/documents";
import { completedReturn, deliveredOrder } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function emil(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const inactiveStart = day(-1100);
  const inactiveEnd = addMonths(inactiveStart, 24);
  return {
    profiles: { emil: seedProfile("emil", { carriedOverPoints: 3_000 }) },
    cars: [
      seedCar("car-emil-ioniq5", "hyundaiIoniq5", "KMHKN81AFPU000307", "M-EE 307E", at(-1110, "09:00")),
      seedCar("car-emil-eqa", "mercedesEqa", "W1N2437011J000308", null, at(-60, "09:00")),
      seedCar("car-emil-id3", "vwId3", "WVWZZZE1ZPP000309", null, at(-45, "09:00")),
    ],
    deals: [
      seedDeal("emil", at(-1103, "11:11"), {
        ...handoverTo("emil", "Emil", "Ende"),
        id: "deal-emil-inactive",
        state: "INACTIVE",
        carId: "car-emil-ioniq5",
        term: 24,
        endDate: inactiveEnd,
        minimumCommitmentEndDate: inactiveEnd,
        amountCents: 59_900,
        mileagePackage: 1500,
        actualHandoverDate: at(-1100, "12:00"),
        handoverMileage: 5,
        preferredDeliveryDate: inactiveStart,
        plannedDeliveryDate: inactiveStart,
        returnType: "PICKUP",
        returnDate: inactiveEnd,
        actualReturnDate: on(inactiveEnd, "09:40"),
        returnFirstname: "Emil",
        returnLastname: "Ende",
        returnStreet: people.emil.address.street,
        returnHousenumber: people.emil.address.housenumber,
        returnZip: people.emil.address.zip,
        returnCity: people.emil.address.city,
        returnPhoneNumber: people.emil.phone,
      }),
      seedDeal("emil", at(-62, "17:25"), {
        id: "deal-emil-stopped",
        state: "STOPPED",
        carId: "car-emil-eqa",
        term: 12,
        amountCents: 64_900,
        mileagePackage: 1500,
        preferredDeliveryDate: day(-20),
      }),
      seedDeal("emil", at(-47, "20:50"), {
        id: "deal-emil-canceled",
        state: "CANCELED",
        carId: "car-emil-id3",
        term: 6,
        amountCents: 52_900,
        mileagePackage: 1000,
        preferredDeliveryDate: day(-10),
      }),
    ],
    documents: [
      ...documentsFor(
        "deal-emil-inactive",
        ["subscription_confirmation", "handover_protocol", "return_protocol", "final_invoice"],
        at(-360, "12:00"),
      ),
      ...documentsFor("deal-emil-stopped", ["subscription_confirmation"], at(-62, "17:30")),
    ],
    invoices: [seedInvoice(cal, 7, "emil", "deal-emil-inactive", 12_460, "paid", at(-340, "06:00"))],
    milestones: [
      ...deliveredOrder("deal-emil-inactive", at(-1103, "11:11"), inactiveStart, at(-1100, "12:00")),
      ...completedReturn("deal-emil-inactive", inactiveEnd, day(-340)),
    ],
  };
}
