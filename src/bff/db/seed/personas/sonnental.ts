/**
 * Rolf, fleet manager of Sonnental Energie, holding its three contracts: the Enyaq and the ID.3 end
 * three days apart (their return dates overlap on 11 days, so they can be returned together), the EQA
 * in about half a year.
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { SONNENTAL } from "../companies";
import { seedCompanyMember, seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import type { PersonaSeed } from "../types";

export function sonnental(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const cars = [
    ["deal-rolf-enyaq", "car-rolf-enyaq", day(35), 59_500],
    ["deal-rolf-id3", "car-rolf-id3", day(38), 47_600],
    ["deal-rolf-eqa", "car-rolf-eqa", day(195), 64_900],
  ] as const;
  return {
    profiles: { rolf: seedProfile("rolf", { companyId: SONNENTAL, carriedOverPoints: 0 }) },
    cars: [
      seedCar("car-rolf-enyaq", "skodaEnyaq", "TMBJC7NY0PF000380", "L-SE 380E", at(-340, "09:00")),
      seedCar("car-rolf-id3", "vwId3", "WVWZZZE1ZPP000381", "L-SE 381E", at(-340, "09:00")),
      seedCar("car-rolf-eqa", "mercedesEqa", "W1N2437011J000382", "L-SE 382E", at(-170, "09:00")),
    ],
    deals: cars.map(([id, carId, endDate, amountCents], i) =>
      seedDeal("rolf", at(-345 + i, "10:00"), {
        ...handoverTo("rolf", "Rolf", "Rückgabe"),
        id,
        state: "ACTIVE" as const,
        type: "MINIB2B",
        carId,
        term: 12,
        endDate,
        minimumCommitmentEndDate: endDate,
        amountCents,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(addMonths(endDate, -12), "10:00"),
        handoverMileage: 14,
        preferredDeliveryDate: addMonths(endDate, -12),
        plannedDeliveryDate: addMonths(endDate, -12),
      }),
    ),
    companyContacts: [seedCompanyMember(cal, "rolf", SONNENTAL, "fleet_manager", ["Rolf", "Rückgabe"], "rolf.rueckgabe@demo.portal")],
  };
}
