/**
 * Flottenwerk Rhein, the business portal's company: Ada the admin, Fabian the fleet manager holding
 * the two contracts (a shared Enyaq and an ID.3 assigned to Dirk), and the drivers Dirk and Frida.
 */
import { addMonths } from "../../../../lib/calendar-day";
import { on, type SeedCalendar } from "../calendar";
import { FLOTTENWERK } from "../companies";
import { seedCompanyMember, seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import type { PersonaSeed } from "../types";

export function flottenwerk(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const fabianEnd = day(245);
  return {
    profiles: {
      ada: seedProfile("ada", { companyId: FLOTTENWERK, carriedOverPoints: 0 }),
      fabian: seedProfile("fabian", { companyId: FLOTTENWERK, carriedOverPoints: 0 }),
      dirk: seedProfile("dirk", { companyId: FLOTTENWERK, carriedOverPoints: 0 }),
      frida: seedProfile("frida", { companyId: FLOTTENWERK, carriedOverPoints: 0 }),
    },
    cars: [
      seedCar("car-fabian-enyaq", "skodaEnyaq", "TMBJC7NY0PF000370", "K-FW 370E", at(-120, "09:00")),
      seedCar("car-fabian-id3", "vwId3", "WVWZZZE1ZPP000371", "K-FW 371E", at(-120, "09:00")),
    ],
    deals: [
      // Flottenwerk's two company cars, held by the fleet manager's contract: a shared
      // Enyaq (no driver, so its contact is the fleet manager) and an ID.3 assigned to Dirk.
      seedDeal("fabian", at(-125, "10:00"), {
        ...handoverTo("fabian", "Fabian", "Flotte"),
        id: "deal-fabian-shared",
        state: "ACTIVE",
        type: "MINIB2B",
        carId: "car-fabian-enyaq",
        term: 12,
        endDate: fabianEnd,
        minimumCommitmentEndDate: fabianEnd,
        amountCents: 59_500,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(addMonths(fabianEnd, -12), "10:00"),
        handoverMileage: 15,
        preferredDeliveryDate: addMonths(fabianEnd, -12),
        plannedDeliveryDate: addMonths(fabianEnd, -12),
      }),
      seedDeal("fabian", at(-125, "10:05"), {
        ...handoverTo("fabian", "Dirk", "Dienstwagen"),
        id: "deal-fabian-dirk",
        state: "ACTIVE",
        type: "MINIB2B",
        carId: "car-fabian-id3",
        term: 12,
        endDate: fabianEnd,
        minimumCommitmentEndDate: fabianEnd,
        amountCents: 47_600,
        mileagePackage: 1500,
        recurrentPaymentMethod: "sepa_debit",
        actualHandoverDate: on(addMonths(fabianEnd, -12), "10:00"),
        handoverMileage: 12,
        preferredDeliveryDate: addMonths(fabianEnd, -12),
        plannedDeliveryDate: addMonths(fabianEnd, -12),
        driverContactId: "contact-b2b-dirk",
        driverFirstname: "Dirk",
        driverLastname: "Dienstwagen",
        driverEmail: "dirk.dienstwagen@demo.portal",
        driverPhoneNumber: "+4915112345672",
      }),
    ],
    companyContacts: [
      seedCompanyMember(cal, "ada", FLOTTENWERK, "admin", ["Ada", "Admin"], "ada.admin@demo.portal"),
      seedCompanyMember(cal, "fabian", FLOTTENWERK, "fleet_manager", ["Fabian", "Flotte"], "fabian.flotte@demo.portal"),
      seedCompanyMember(cal, "dirk", FLOTTENWERK, "driver", ["Dirk", "Dienstwagen"], "dirk.dienstwagen@demo.portal"),
      seedCompanyMember(cal, "frida", FLOTTENWERK, "driver", ["Frida", "Fuhrpark"], "frida.fuhrpark@demo.portal"),
    ],
  };
}
