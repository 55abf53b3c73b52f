/**
 * Bernd, fleet manager of Muster Logistik: a MINIB2B subscription ending in about 40 days (inside the
 * 45-day return window), driven by Dana Dienst, and a second company car ordered for her.
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { MUSTER_LOGISTIK } from "../companies";
import { seedCompanyMember, seedPaymentMethod, seedProfile } from "../rows/customer";
import { damagesOf, seedDamageReport } from "../rows/damage";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { documentsFor, seedInvoice } from "../rows/documents";
import { deliveredOrder, milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function bernd(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const berndEnd = day(40);
  const berndStart = addMonths(berndEnd, -12);
  return {
    profiles: { bernd: seedProfile("bernd", { companyId: MUSTER_LOGISTIK, carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-bernd-eqa", "mercedesGla", "W1N2437011J000311", "B-ML 311E", at(-330, "09:00")),
      seedCar("car-bernd-id3", "vwId3", "WVWZZZE1ZPP000319", null, at(-10, "09:00")),
    ],
    deals: [
      seedDeal("bernd", at(-335, "09:30"), {
        ...handoverTo("bernd", "Bernd", "Business"),
        id: "deal-bernd-minib2b",
        state: "ACTIVE",
        type: "MINIB2B",
        carId: "car-bernd-eqa",
        term: 12,
        endDate: berndEnd,
        minimumCommitmentEndDate: berndEnd,
        amountCents: 64_900,
        mileagePackage: 2000,
        additionalMileageFeeCents: 25,
        customerSpecificVkDamageDeductibleCents: 50_000,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(berndStart, "10:00"),
        handoverMileage: 31,
        preferredDeliveryDate: berndStart,
        plannedDeliveryDate: berndStart,
        handoverAddressExtra: "Laderampe Tor 3",
        // The company car's driver: the contact for this vehicle (deals.md §6).
        driverContactId: "contact-b2b-dana-dienst",
        driverFirstname: "Dana",
        driverLastname: "Dienst",
        driverEmail: "dana.dienst@muster-logistik.example",
        driverPhoneNumber: "+4915112340311",
      }),
      // Bernd's second company car, ordered: the business handover change (deals.md §2 "B2B variants
      // use contact and address autocompletes"), delivered to the depot in 3 weeks, free to change.
      seedDeal("bernd", at(-10, "11:20"), {
        ...handoverTo("bernd", "Dana", "Dienst"),
        id: "deal-bernd-ordered",
        state: "CREATED",
        type: "MINIB2B",
        carId: "car-bernd-id3",
        term: 12,
        amountCents: 49_900,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        preferredDeliveryDate: day(21),
        plannedDeliveryDate: day(21),
        preferredHandoverDate: at(21, "11:00"),
        handoverStreet: "Lagerweg",
        handoverHousenumber: "7",
        handoverZip: "12057",
        handoverCity: "Berlin",
        handoverAddressExtra: null,
        handoverPhoneNumber: "+4915112340311",
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: true,
        driverContactId: "contact-b2b-dana-dienst",
        driverFirstname: "Dana",
        driverLastname: "Dienst",
        driverEmail: "dana.dienst@muster-logistik.example",
        driverPhoneNumber: "+4915112340311",
      }),
    ],
    documents: documentsFor(
      "deal-bernd-minib2b",
      ["subscription_confirmation", "car_configuration", "holder_agreement", "handover_protocol"],
      at(-330, "12:00"),
    ),
    invoices: [
      seedInvoice(cal, 8, "bernd", "deal-bernd-minib2b", 64_900, "open", at(-5, "06:00")),
      seedInvoice(cal, 9, "bernd", "deal-bernd-minib2b", 64_900, "paid", at(-35, "06:00")),
    ],
    milestones: [
      ...milestonesOf("deal-bernd-ordered", { order_received: at(-10, "11:20"), customer_verified: at(-9, "10:00") }),
      ...deliveredOrder("deal-bernd-minib2b", at(-335, "09:30"), berndStart, on(berndStart, "10:00")),
    ],
    damageReports: [seedDamageReport(cal, "damage-report-bernd-1", "deal-bernd-minib2b", 3, "open", null)],
    damages: damagesOf("damage-report-bernd-1", [["dent", "right_side", "rear_right_door"]]),
    // MINIB2B deals: a change of payment method asks for no confirmation.
    paymentMethods: [
      seedPaymentMethod("deal-bernd-minib2b", "bernd", { paymentType: "sepa_debit", identifierLast4: "4000", accountHolder: "Muster Logistik GmbH" }),
      seedPaymentMethod("deal-bernd-ordered", "bernd", {
        paymentType: "card",
        identifierLast4: "5556",
        expMonth: 11,
        expYear: 2029,
        accountHolder: "Bernd Business",
      }),
    ],
    companyContacts: [
      seedCompanyMember(cal, "bernd", MUSTER_LOGISTIK, "fleet_manager", ["Bernd", "Business"], "bernd.business@demo.portal"),
      // Dana Dienst, the driver of Bernd's cars, has no portal account (invited).
      {
        id: "contact-b2b-dana-dienst",
        companyId: MUSTER_LOGISTIK,
        customerId: null,
        firstname: "Dana",
        lastname: "Dienst",
        email: "dana.dienst@muster-logistik.example",
        phone: "+4915112340311",
        role: "driver",
        status: "invited",
        createdAt: at(-330, "09:00"),
        updatedAt: at(-330, "09:00"),
      },
    ],
  };
}
