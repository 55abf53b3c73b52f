/**
 * Anna: a running subscription with its damage reports, one with a booked pickup in about 30 days,
 * two returns to plan and one ended, its deposit refund waiting for her bank details.
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { people } from "../people";
import { seedLicenceUpload, seedDriver, seedPaymentMethod, seedProfile } from "../rows/customer";
import { damagesOf, seedDamageReport } from "../rows/damage";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { documentsFor, seedInvoice } from "../rows/documents";
import { completedReturn, deliveredOrder, milestonesOf } from "../rows/milestones";
import type { DealInsert, PersonaSeed } from "../types";

/** Anna's days: the running subscription's start, the returning one's, and the ended one's term. */
function annaDays({ day }: SeedCalendar) {
  const endedStart = day(-430);
  return { activeStart: day(-122), returnStart: day(-153), endedStart, endedEnd: addMonths(endedStart, 12) };
}

function annaDeals(cal: SeedCalendar): DealInsert[] {
  const { day, at } = cal;
  const { activeStart, returnStart, endedStart, endedEnd } = annaDays(cal);
  return [
    seedDeal("anna", at(-125, "14:20"), {
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-active",
      state: "ACTIVE",
      carId: "car-anna-id3",
      term: 12,
      endDate: addMonths(activeStart, 12),
      minimumCommitmentEndDate: addMonths(activeStart, 12),
      // Renews by itself month by month unless returned: the pre-auto-renewal notice (deals.md §4).
      hasAutoRenewal: true,
      isPreAutoRenewal: true,
      autoRenewalPeriodAmount: 1,
      autoRenewalEndDate: addMonths(activeStart, 13),
      amountCents: 54_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-122, "11:30"),
      handoverMileage: 15,
      preferredDeliveryDate: activeStart,
      plannedDeliveryDate: activeStart,
      handoverAppointmentDate: at(-122, "11:00"),
      preferredHandoverDate: at(-122, "11:00"),
    }),
    seedDeal("anna", at(-156, "10:05"), {
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-return",
      state: "ACTIVE",
      carId: "car-anna-born",
      term: 6,
      endDate: day(30),
      minimumCommitmentEndDate: day(30),
      amountCents: 49_900,
      mileagePackage: 1000,
      insuranceAmountCents: 2_900, // comfort protection, deals.md §9
      damageDeductibleVollkaskoCents: 50_000,
      actualHandoverDate: at(-153, "11:15"),
      handoverMileage: 22,
      preferredDeliveryDate: returnStart,
      plannedDeliveryDate: returnStart,
      handoverAppointmentDate: at(-153, "11:00"),
      preferredHandoverDate: at(-153, "11:00"),
      returnType: "PICKUP",
      returnDate: day(30),
      preferredReturnDate: at(30, "10:00"),
      returnFirstname: "Anna",
      returnLastname: "Aktiv",
      returnStreet: people.anna.address.street,
      returnHousenumber: people.anna.address.housenumber,
      returnZip: people.anna.address.zip,
      returnCity: people.anna.address.city,
      returnAddressExtra: "Hinterhof, 2. OG",
      returnPhoneNumber: people.anna.phone,
      returnEmail: "anna.aktiv@demo.portal",
      returnPriceCents: 12_900,
    }),
    // Anna's returns to plan: one in its window without a return type (the reminder, the
    // whole return flow), one with a pickup booked 4 days ahead (a change now costs the fee, §9).
    seedDeal("anna", at(-186, "10:00"), {
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-plan",
      state: "ACTIVE",
      carId: "car-anna-ioniq",
      term: 6,
      endDate: day(40),
      minimumCommitmentEndDate: day(40),
      amountCents: 57_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-183, "10:30"),
      handoverMileage: 12,
      preferredDeliveryDate: day(-183),
      plannedDeliveryDate: day(-183),
      handoverAppointmentDate: at(-183, "10:00"),
      preferredHandoverDate: at(-183, "10:00"),
    }),
    seedDeal("anna", at(-186, "10:05"), {
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-soon",
      state: "ACTIVE",
      carId: "car-anna-fiat",
      term: 6,
      endDate: day(12),
      minimumCommitmentEndDate: day(12),
      amountCents: 39_900,
      mileagePackage: 1000,
      actualHandoverDate: at(-183, "14:30"),
      handoverMileage: 9,
      preferredDeliveryDate: day(-183),
      plannedDeliveryDate: day(-183),
      handoverAppointmentDate: at(-183, "14:00"),
      preferredHandoverDate: at(-183, "14:00"),
      returnType: "PICKUP",
      returnDate: day(4),
      preferredReturnDate: at(4, "09:00"),
      returnFirstname: "Anna",
      returnLastname: "Aktiv",
      returnStreet: people.anna.address.street,
      returnHousenumber: people.anna.address.housenumber,
      returnZip: people.anna.address.zip,
      returnCity: people.anna.address.city,
      returnPhoneNumber: people.anna.phone,
      returnEmail: "anna.aktiv@demo.portal",
      returnPriceCents: 12_900,
    }),
    seedDeal("anna", at(-433, "16:40"), {
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-ended",
      state: "ENDED",
      carId: "car-anna-enyaq",
      term: 12,
      endDate: endedEnd,
      minimumCommitmentEndDate: endedEnd,
      amountCents: 62_900,
      mileagePackage: 2000,
      actualHandoverDate: at(-430, "10:45"),
      handoverMileage: 8,
      preferredDeliveryDate: endedStart,
      plannedDeliveryDate: endedStart,
      returnType: "SELF_RETURN",
      returnDate: endedEnd,
      preferredReturnDate: on(endedEnd, "10:00"),
      actualReturnDate: on(endedEnd, "10:20"),
      returnFirstname: "Anna",
      returnLastname: "Aktiv",
      returnPhoneNumber: people.anna.phone,
      // The deposit refund waits for her bank details (the deal page's banner and dialog).
      depositRefundStatus: "awaiting_details",
      depositRefundIbanMasked: null,
    }),
  ];
}

export function anna(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const { activeStart, returnStart, endedStart, endedEnd } = annaDays(cal);
  return {
    profiles: { anna: seedProfile("anna", { carriedOverPoints: 3_000 }) },
    cars: [
      seedCar("car-anna-id3", "vwId3", "WVWZZZE1ZPP000301", "HH-AK 301E", at(-130, "09:00")),
      seedCar("car-anna-born", "cupraBorn", "VSSZZZK1ZPP000302", "HH-AK 302E", at(-160, "09:00")),
      seedCar("car-anna-enyaq", "skodaEnyaq", "TMBJC7NY0PF000303", "HH-AK 303E", at(-440, "09:00")),
      seedCar("car-anna-ioniq", "hyundaiIoniq5", "KMHKM81EFPU000304", "HH-AK 304E", at(-190, "09:00")),
      seedCar("car-anna-fiat", "fiat500Hybrid", "ZFAEFAC39PX000305", "HH-AK 305E", at(-190, "09:00")),
    ],
    deals: annaDeals(cal),
    documents: [
      ...documentsFor(
        "deal-anna-active",
        ["subscription_confirmation", "car_configuration", "holder_agreement", "handover_protocol"],
        at(-122, "12:00"),
      ),
      ...documentsFor(
        "deal-anna-return",
        ["subscription_confirmation", "car_configuration", "handover_protocol", "warranty_damages"],
        at(-153, "12:00"),
      ),
      ...documentsFor(
        "deal-anna-ended",
        ["subscription_confirmation", "handover_protocol", "return_protocol", "car_appraisal_report", "final_invoice"],
        at(-55, "12:00"),
      ),
    ],
    invoices: [
      seedInvoice(cal, 1, "anna", "deal-anna-active", 54_900, "open", at(-2, "06:00")),
      seedInvoice(cal, 2, "anna", "deal-anna-active", 54_900, "paid", at(-32, "06:00")),
      seedInvoice(cal, 3, "anna", "deal-anna-active", 54_900, "paid", at(-62, "06:00")),
      seedInvoice(cal, 4, "anna", "deal-anna-return", 52_800, "paid", at(-10, "06:00")),
      seedInvoice(cal, 5, "anna", "deal-anna-return", 52_800, "paid", at(-40, "06:00")),
      // Final settlement: 312 extra km at 0.20 EUR plus a rim repair (deals.md §5: 100 to 400 EUR).
      seedInvoice(cal, 6, "anna", "deal-anna-ended", 30_740, "paid", at(-35, "06:00")),
    ],
    milestones: [
      ...deliveredOrder("deal-anna-active", at(-125, "14:20"), activeStart, at(-122, "11:30")),
      ...deliveredOrder("deal-anna-return", at(-156, "10:05"), returnStart, at(-153, "11:15")),
      ...milestonesOf("deal-anna-return", { return_booked: at(-10, "18:40"), return_confirmed: at(-9, "09:05") }),
      ...deliveredOrder("deal-anna-plan", at(-186, "10:00"), day(-183), at(-183, "10:30")),
      ...deliveredOrder("deal-anna-soon", at(-186, "10:05"), day(-183), at(-183, "14:30")),
      ...milestonesOf("deal-anna-soon", { return_booked: at(-20, "18:00"), return_confirmed: at(-19, "09:00") }),
      ...deliveredOrder("deal-anna-ended", at(-433, "16:40"), endedStart, at(-430, "10:45")),
      ...completedReturn("deal-anna-ended", endedEnd, day(-35)),
    ],
    damageReports: [
      // In the workshop since yesterday's appointment.
      seedDamageReport(cal, "damage-report-anna-1", "deal-anna-active", 9, "in_progress", at(-1, "08:30")),
      seedDamageReport(cal, "damage-report-anna-2", "deal-anna-active", 70, "conducted", at(-56, "09:00")),
    ],
    damages: [
      ...damagesOf("damage-report-anna-1", [["scratch", "rear", "rear_bumper"]]),
      ...damagesOf("damage-report-anna-2", [
        ["stone_chip", "front", "windshield"],
        ["dent", "left_side", "front_left_door"],
      ]),
    ],
    repairOrders: [{ id: "damage-report-anna-2--order-1", damageReportId: "damage-report-anna-2", orderedOn: day(-63) }],
    // Her running ID.3 is a direct (d2c) subscription: its change of payment method asks for confirmation first.
    paymentMethods: [
      seedPaymentMethod("deal-anna-active", "anna", {
        paymentType: "card",
        identifierLast4: "4242",
        expMonth: 8,
        expYear: 2028,
        accountHolder: "Anna Aktiv",
      }),
      seedPaymentMethod("deal-anna-return", "anna", { paymentType: "sepa_debit", identifierLast4: "3000", accountHolder: "Anna Aktiv" }),
      seedPaymentMethod("deal-anna-plan", "anna", { paymentType: "paypal", accountHolder: "anna.aktiv@demo.portal" }),
      seedPaymentMethod("deal-anna-ended", "anna", {
        paymentType: "card",
        identifierLast4: "1881",
        expMonth: 3,
        expYear: 2027,
        accountHolder: "Anna Aktiv",
      }),
    ],
    // Two licence scans no driver names yet (the security suite's examples), and one driver.
    licenceUploads: ["dl-00000000-0000-4000-8000-0000000a0001.jpg", "dl-00000000-0000-4000-8000-0000000a0002.jpg"].map((id) =>
      seedLicenceUpload(cal, "anna", id),
    ),
    drivers: [
      seedDriver(cal, "driver-anna-max", "anna", ["Max", "Aktiv"], "2004-04-12", "2021-05-02", "relative_type_1", "pending", true, at(-2, "10:00")),
    ],
  };
}
