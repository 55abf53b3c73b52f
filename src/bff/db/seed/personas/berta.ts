/** Berta, fleet manager of Bilanz Beratung ("Sie"): her only company car was returned a month ago, its deposit refund awaiting the company's bank details. */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { BILANZ_BERATUNG } from "../companies";
import { people } from "../people";
import { seedCompanyMember, seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { documentsFor } from "../rows/documents";
import { completedReturn, deliveredOrder } from "../rows/milestones";
import type { PersonaSeed } from "../types";

export function berta(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const bertaEnd = day(-30);
  const bertaStart = addMonths(bertaEnd, -12);
  return {
    profiles: { berta: seedProfile("berta", { companyId: BILANZ_BERATUNG, carriedOverPoints: 0 }) },
    cars: [seedCar("car-berta-born", "cupraBorn", "VSSZZZK1ZPP000320", "B-ML 320E", at(-400, "09:00"))],
    deals: [
      // Berta's company car, returned a month ago: the deposit refund awaits the company's bank details ("Sie").
      seedDeal("berta", at(-403, "10:30"), {
        ...handoverTo("berta", "Berta", "Bilanz"),
        id: "deal-berta-ended",
        state: "ENDED",
        type: "MINIB2B",
        carId: "car-berta-born",
        term: 12,
        endDate: bertaEnd,
        minimumCommitmentEndDate: bertaEnd,
        amountCents: 54_900,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(bertaStart, "10:00"),
        handoverMileage: 12,
        preferredDeliveryDate: bertaStart,
        plannedDeliveryDate: bertaStart,
        returnType: "SELF_RETURN",
        returnDate: bertaEnd,
        actualReturnDate: on(bertaEnd, "11:15"),
        returnFirstname: "Berta",
        returnLastname: "Bilanz",
        returnPhoneNumber: people.berta.phone,
        depositRefundStatus: "awaiting_details",
        depositRefundIbanMasked: null,
      }),
    ],
    // The final invoice went out 20 days ago (the milestone below): the page says it lies with the return report.
    documents: documentsFor(
      "deal-berta-ended",
      ["subscription_confirmation", "handover_protocol", "return_protocol", "final_invoice"],
      at(-20, "12:00"),
    ),
    milestones: [
      ...deliveredOrder("deal-berta-ended", at(-403, "10:30"), bertaStart, on(bertaStart, "10:00")),
      ...completedReturn("deal-berta-ended", bertaEnd, day(-20)),
    ],
    companyContacts: [seedCompanyMember(cal, "berta", BILANZ_BERATUNG, "fleet_manager", ["Berta", "Bilanz"], "berta.bilanz@demo.portal")],
  };
}
