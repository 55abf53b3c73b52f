/** The business customers' companies (deals.md §6), each with the flows its business portal offers. */
import type { SeedCalendar } from "./calendar";
import type { CompanyInsert } from "./types";

export const MUSTER_LOGISTIK = "company-muster-logistik";
export const BILANZ_BERATUNG = "company-bilanz-beratung";
export const NORD_KURIER = "company-nord-kurier";
/** The business portal company: an admin, a fleet manager, two drivers, shared and assigned cars. */
export const FLOTTENWERK = "company-b2b-flottenwerk";
/** The shared return's company: its cars end together. */
export const SONNENTAL = "company-b2b-sonnental";
/** Mareike's company: the business mileage report, insurance upgrade and one-time kilometres. */
export const MEILENSTEIN = "company-meilenstein-bau";

/** A company's row: its name, phone and address, created (and last changed) `daysAgo` at 09:00. */
function seedCompany({ at }: SeedCalendar, daysAgo: number, fields: Omit<CompanyInsert, "createdAt" | "updatedAt">): CompanyInsert {
  return { ...fields, createdAt: at(-daysAgo, "09:00"), updatedAt: at(-daysAgo, "09:00") };
}

export function seedCompanies(cal: SeedCalendar): CompanyInsert[] {
  return [
    seedCompany(cal, 400, {
      id: MUSTER_LOGISTIK,
      name: "Muster Logistik GmbH",
      phone: "+4930609876500",
      street: "Hermannstraße",
      houseNumber: "214",
      zip: "12049",
      city: "Berlin",
      invoiceStreet: "Postfach",
      invoiceHouseNumber: "440123",
      invoiceZip: "10001",
      invoiceCity: "Berlin",
    }),
    // Viktor's company (the business prolongation).
    seedCompany(cal, 400, {
      id: NORD_KURIER,
      name: "Nord Kurier GmbH",
      phone: "+4940609876511",
      street: "Speicherstraße",
      houseNumber: "18",
      zip: "20457",
      city: "Hamburg",
      // The business portal offers Nord Kurier no damage reports and no service appointments,
      // and its users change no delivery and raise no mileage package (Viktor's ordered ID.3).
      reportDamageEnabled: false,
      scheduleServiceEnabled: false,
      handoverEnabled: false,
      mileageUpgradeEnabled: false,
    }),
    // The business portal's company, every flow switched on.
    seedCompany(cal, 300, {
      id: FLOTTENWERK,
      name: "Flottenwerk Rhein GmbH",
      phone: "+4922160987670",
      street: "Im Zollhafen",
      houseNumber: "24",
      zip: "50678",
      city: "Köln",
    }),
    // The shared return's company, every flow switched on.
    seedCompany(cal, 360, {
      id: SONNENTAL,
      name: "Sonnental Energie GmbH",
      phone: "+4934160987680",
      street: "Karl-Liebknecht-Straße",
      houseNumber: "143",
      zip: "04275",
      city: "Leipzig",
    }),
    // Mareike's company, every flow switched on.
    seedCompany(cal, 200, {
      id: MEILENSTEIN,
      name: "Meilenstein Bau GmbH",
      phone: "+4942160987690",
      street: "Am Speicher XI",
      houseNumber: "9",
      zip: "28217",
      city: "Bremen",
    }),
    // Berta's company: a business customer whose only subscription has ended.
    seedCompany(cal, 410, {
      id: BILANZ_BERATUNG,
      name: "Bilanz Beratung GmbH",
      phone: "+4930609876512",
      street: "Bergmannstraße",
      houseNumber: "102",
      zip: "10961",
      city: "Berlin",
      invoiceStreet: "Bergmannstraße",
      invoiceHouseNumber: "102",
      invoiceZip: "10961",
      invoiceCity: "Berlin",
      // The business portal is not shown for Bilanz Beratung's users.
      showForFinnUsers: false,
    }),
  ];
}
