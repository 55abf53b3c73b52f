/**
 * The demo data of the embedded BFF, built relative to the seed-time `now` so that every
 * persona keeps showing what `fixtures/personas.json` promises ("a return in about 30 days").
 * Persona credentials and names come from that file; everything else lives here.
 */
import { addDays, addMonths, berlinDay } from "../../lib/calendar-day";
import { dayjs, TIME_ZONE, type Dayjs } from "../../lib/clock";
import { ORDER_STATUSES, RETURN_STEPS } from "../../features/deals/status-types";
import type { DocumentType } from "../../features/deals/types";
import { SEEDED_MILEAGE_PACKAGES } from "../../features/mileage/rules/mileage-packages";
import { CATEGORY_SUBSCRIPTION_MONTHS, categorySubscriptionEnd } from "../../features/deals/rules/category-subscription";
import { buildPath, endpoints } from "../../api/endpoints";
import { COMFORT_PROTECTION_MONTHLY_CENTS } from "../../features/insurance/rules/addon-pricing";
import type {
  additionalDriver,
  addon,
  car,
  company,
  companyContact,
  customer,
  damage,
  damageReport,
  deal,
  dealDocument,
  dealMilestone,
  driverLicenceUpload,
  invoice,
  mileagePackageCatalogue,
  prolongationPrice,
  paymentMethod,
  repairOrder,
  inventoryVehicle,
} from "./schema";

type CompanyInsert = typeof company.$inferInsert;
type CompanyContactInsert = typeof companyContact.$inferInsert;
type CarInsert = typeof car.$inferInsert;
type AddonInsert = typeof addon.$inferInsert;
type DealInsert = typeof deal.$inferInsert;
type DocumentInsert = typeof dealDocument.$inferInsert;
type InvoiceInsert = typeof invoice.$inferInsert;
type MilestoneInsert = typeof dealMilestone.$inferInsert;
type Milestone = MilestoneInsert["milestone"];
type DamageReportInsert = typeof damageReport.$inferInsert;
type DamageInsert = typeof damage.$inferInsert;
type RepairOrderInsert = typeof repairOrder.$inferInsert;
type MileagePackageInsert = typeof mileagePackageCatalogue.$inferInsert;
type ProlongationPriceInsert = typeof prolongationPrice.$inferInsert;
type InventoryVehicleInsert = typeof inventoryVehicle.$inferInsert;
type PaymentMethodInsert = typeof paymentMethod.$inferInsert;
type DriverLicenceUploadInsert = typeof driverLicenceUpload.$inferInsert;
type AdditionalDriverInsert = typeof additionalDriver.$inferInsert;

/** Customer fields the persona file does not carry. */
export type CustomerProfile = Pick<typeof customer.$inferInsert, "contactId" | "phone" | "companyId"> & {
  /** Loyalty points from before the ledger (earlier subscriptions), credited once (issue 18). */
  carriedOverPoints: number;
  /** An EV booking: 500 points once (account.md §9). */
  evBooking?: boolean;
  address: PostalAddress;
  /** account.md §3 is_deletion_requested: set for a persona who asked already (issue 15). */
  deletionRequestedAt?: Date;
  /** account.md §3 Profile date_of_birth ("YYYY-MM-DD"); unset, the edit form asks for it (§5: editable while empty). */
  dateOfBirth?: string;
  /** account.md §3 Session user is_job_auto (issue 16). */
  isJobAuto?: boolean;
};

interface PostalAddress {
  street: string;
  housenumber: string;
  zip: string;
  city: string;
}

export interface SeedData {
  companies: CompanyInsert[];
  /** Issue 20: the companies' contacts with their roles; a reseed removes the ones added since. */
  companyContacts: CompanyContactInsert[];
  /** Keyed by persona key (`fixtures/personas.json`). */
  profiles: Record<string, CustomerProfile>;
  /** The add-on catalogue (deals.md §3 "Addons"); editable in the database, reset by a reseed. */
  addons: AddonInsert[];
  cars: CarInsert[];
  deals: DealInsert[];
  documents: DocumentInsert[];
  invoices: InvoiceInsert[];
  milestones: MilestoneInsert[];
  damageReports: DamageReportInsert[];
  damages: DamageInsert[];
  repairOrders: RepairOrderInsert[];
  /** The mileage packages' price list (deals.md §3), inserted where missing: an edited price survives a new seed. */
  mileagePackages: MileagePackageInsert[];
  prolongationPrices: ProlongationPriceInsert[];
  /** The inventory vehicles of cars that may be bought (deals.md §3 "Inventory item"). */
  inventoryVehicles: InventoryVehicleInsert[];
  /** account.md §3 Payment method per deal (issue 17); reset by a reseed. */
  paymentMethods: PaymentMethodInsert[];
  /** Issue 17: licence scans and additional drivers; a reseed resets the seeded ones, the customers' own stay. */
  licenceUploads: DriverLicenceUploadInsert[];
  drivers: AdditionalDriverInsert[];
  /** Issue 18: friends referred by a persona (subscribed ones are credited by the ledger's rule). */
  referrals: { id: string; referrer: string; friendContactId: string; invitedAt: Date; subscribedAt: Date | null }[];
  /** Issue 18: rewards redeemed before (a voucher still open). */
  redemptions: { id: string; personaKey: string; rewardName: string; redeemedAt: Date }[];
}

export const customerIdOf = (personaKey: string) => `customer-${personaKey}`;
export const userIdOf = (personaKey: string) => `user-${personaKey}`;

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  subscription_confirmation: "Abo-Bestätigung",
  car_configuration: "Fahrzeugkonfiguration",
  holder_agreement: "Haltervereinbarung",
  final_invoice: "Schlussrechnung",
  handover_protocol: "Übergabeprotokoll",
  car_appraisal_report: "Fahrzeuggutachten",
  return_protocol: "Rückgabeprotokoll",
  warranty_damages: "Garantieschäden",
};

// Production links to the provider's document archive; the embedded BFF serves the files itself.
const filePath = (name: "getDocumentFile" | "getInvoiceFile" | "getDamageReportFile", params: Record<string, string>) =>
  buildPath(endpoints[name].path, params);

const MUSTER_LOGISTIK = "company-muster-logistik";
const BILANZ_BERATUNG = "company-bilanz-beratung";
const NORD_KURIER = "company-nord-kurier";
/** Issue 20's business portal company: an admin, a fleet manager, two drivers, shared and assigned cars. */
export const FLOTTENWERK = "company-b2b-flottenwerk";
/** Issue 20's shared return: a company whose cars end together. */
export const SONNENTAL = "company-b2b-sonnental";

const addresses = {
  anna: { street: "Eppendorfer Weg", housenumber: "57", zip: "20259", city: "Hamburg" },
  paul: { street: "Aachener Straße", housenumber: "312", zip: "50933", city: "Köln" },
  emil: { street: "Leopoldstraße", housenumber: "88", zip: "80802", city: "München" },
  lea: { street: "Rotebühlstraße", housenumber: "121", zip: "70178", city: "Stuttgart" },
  bernd: { street: "Hermannstraße", housenumber: "214", zip: "12049", city: "Berlin" },
  nora: { street: "Karl-Liebknecht-Straße", housenumber: "34", zip: "04107", city: "Leipzig" },
  sina: { street: "Schweizer Straße", housenumber: "12", zip: "60594", city: "Frankfurt am Main" },
  bruno: { street: "Königsallee", housenumber: "60", zip: "40212", city: "Düsseldorf" },
  dora: { street: "Lindenstraße", housenumber: "9", zip: "30159", city: "Hannover" },
  vera: { street: "Ostenhellweg", housenumber: "42", zip: "44135", city: "Dortmund" },
  kim: { street: "Domshof", housenumber: "8", zip: "28195", city: "Bremen" },
  pia: { street: "Am Wall", housenumber: "140", zip: "28195", city: "Bremen" },
  viktor: { street: "Speicherstraße", housenumber: "18", zip: "20457", city: "Hamburg" },
  berta: { street: "Bergmannstraße", housenumber: "102", zip: "10961", city: "Berlin" },
  dana: { street: "Bergmannstraße", housenumber: "5", zip: "10961", city: "Berlin" },
  alma: { street: "Domplatz", housenumber: "3", zip: "48143", city: "Münster" },
  kai: { street: "Breite Straße", housenumber: "27", zip: "23552", city: "Lübeck" },
  konrad: { street: "Neuer Wall", housenumber: "19", zip: "20354", city: "Hamburg" },
  petra: { street: "Marienplatz", housenumber: "4", zip: "80331", city: "München" },
  gregor: { street: "Theaterplatz", housenumber: "2", zip: "01067", city: "Dresden" },
  fiona: { street: "Schillerstraße", housenumber: "27", zip: "01069", city: "Dresden" },
  otto: { street: "Marktstraße", housenumber: "4", zip: "24103", city: "Kiel" },
  ada: { street: "Im Zollhafen", housenumber: "24", zip: "50678", city: "Köln" },
  fabian: { street: "Im Zollhafen", housenumber: "24", zip: "50678", city: "Köln" },
  dirk: { street: "Severinstraße", housenumber: "71", zip: "50678", city: "Köln" },
  frida: { street: "Zülpicher Straße", housenumber: "12", zip: "50674", city: "Köln" },
  ulla: { street: "Schlossstraße", housenumber: "11", zip: "70174", city: "Stuttgart" },
  jana: { street: "Friedrichstraße", housenumber: "76", zip: "10117", city: "Berlin" },
  silke: { street: "Kaiserstraße", housenumber: "15", zip: "76133", city: "Karlsruhe" },
  gero: { street: "Hauptstraße", housenumber: "120", zip: "69117", city: "Heidelberg" },
  bianca: { street: "Maximilianstraße", housenumber: "31", zip: "80539", city: "München" },
  rita: { street: "Friedrichstraße", housenumber: "76", zip: "10117", city: "Berlin" },
  rolf: { street: "Karl-Liebknecht-Straße", housenumber: "143", zip: "04275", city: "Leipzig" },
} satisfies Record<string, PostalAddress>;

type PersonaKey = keyof typeof addresses;

const phones: Record<PersonaKey, string> = {
  anna: "+4915112345601",
  paul: "+4916098765402",
  emil: "+4917055512303",
  lea: "+4917644433304",
  bernd: "+4930609876500",
  nora: "+4915233322206",
  sina: "+4915755566607",
  bruno: "+4916211122208",
  dora: "+4915112345609",
  vera: "+4915112345610",
  kim: "+4915112345611",
  pia: "+4915112345612",
  viktor: "+4940609876511",
  berta: "+4930609876512",
  dana: "+4915112345614",
  alma: "+4915112345615",
  kai: "+4915112345617",
  konrad: "+4915112345620",
  petra: "+4915112345621",
  gregor: "+4915112345622",
  fiona: "+4915112345630",
  otto: "+4915112345631",
  ada: "+4922160987670",
  fabian: "+4922160987671",
  dirk: "+4915112345672",
  frida: "+4915112345673",
  ulla: "+4915112345650",
  jana: "+4915112345651",
  silke: "+4915112345660",
  gero: "+4915112345661",
  bianca: "+4915112345662",
  rita: "+4915112345663",
  rolf: "+4934160987680",
};

/** Model catalogue: one drawing per model in `public/cars/<slug>.svg`. */
const models = {
  vwId3: { oem: "Volkswagen", model: "ID.3", trim: "Pro S 77 kWh", slug: "vw-id3", productId: "vw-id3-pro-s" },
  cupraBorn: { oem: "Cupra", model: "Born", trim: "VZ 79 kWh", slug: "cupra-born", productId: "cupra-born-vz" },
  bmwIx1: { oem: "BMW", model: "iX1", trim: "xDrive30 M Sport", slug: "bmw-ix1", productId: "bmw-ix1-xdrive30" },
  skodaEnyaq: { oem: "Skoda", model: "Enyaq", trim: "85 Sportline", slug: "skoda-enyaq", productId: "skoda-enyaq-85" },
  teslaModelY: { oem: "Tesla", model: "Model Y", trim: "Long Range AWD", slug: "tesla-model-y", productId: "tesla-model-y-lr" },
  mercedesEqa: { oem: "Mercedes-Benz", model: "EQA", trim: "250+ Progressive", slug: "mercedes-eqa", productId: "mercedes-eqa-250plus" },
  fiat500e: { oem: "Fiat", model: "500e", trim: "La Prima 42 kWh", slug: "fiat-500e", productId: "fiat-500e-la-prima" },
  hyundaiIoniq5: { oem: "Hyundai", model: "Ioniq 5", trim: "Techniq 84 kWh", slug: "hyundai-ioniq-5", productId: "hyundai-ioniq5-techniq" },
};

type ModelKey = keyof typeof models;

function addonRow(
  id: string,
  group: AddonInsert["group"],
  position: number,
  billing: AddonInsert["billing"],
  priceCents: number,
  coverage: { full: number | null; partial: number | null } | null,
  additionalKilometers: number | null,
  texts: { de: [string, string]; en: [string, string] },
): AddonInsert {
  return {
    id,
    group,
    position,
    productIds: null,
    billing,
    priceCents,
    coverageFullCents: coverage?.full ?? null,
    coveragePartialCents: coverage?.partial ?? null,
    additionalKilometers,
    titleDe: texts.de[0],
    descriptionDe: texts.de[1],
    titleEn: texts.en[0],
    descriptionEn: texts.en[1],
  };
}

function carRow(id: string, modelKey: ModelKey, vin: string, licensePlate: string | null, createdAt: Date): CarInsert {
  const m = models[modelKey];
  return {
    id,
    oem: m.oem,
    model: m.model,
    trim: m.trim,
    fuel: "Elektro",
    picture: `/portal/cars/${m.slug}.svg`,
    licensePlate,
    externalProductId: m.productId,
    vin,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Days relative to today in Berlin (`lib/calendar-day`), and Berlin wall-clock instants on them. */
function calendarFrom(now: Dayjs) {
  const today = berlinDay(now);
  const day = (offsetDays: number) => addDays(today, offsetDays);
  /** The instant of a Berlin wall-clock time on a day. */
  const on = (dayString: string, time: string) => dayjs.tz(`${dayString} ${time}`, TIME_ZONE).toDate();
  return {
    day,
    addDays,
    addMonths,
    on,
    /** The instant of a Berlin wall-clock time `offsetDays` from today. */
    at: (offsetDays: number, time: string) => on(day(offsetDays), time),
  };
}

const MILESTONES: readonly Milestone[] = [...ORDER_STATUSES, ...RETURN_STEPS];

function milestonesOf(dealId: string, reached: Partial<Record<Milestone, Date>>): MilestoneInsert[] {
  return MILESTONES.flatMap((milestone) => {
    const reachedAt = reached[milestone];
    return reachedAt ? [{ id: `${dealId}--${milestone}`, dealId, milestone, reachedAt }] : [];
  });
}

/** Damage classifications with the German names the portal shows (deals.md §3 "Damage report"). */
const damageTypes = { scratch: "Kratzer", dent: "Delle", stone_chip: "Steinschlag" };
const damageAreas = { front: "Front", rear: "Heck", left_side: "Linke Seite", right_side: "Rechte Seite" };
const damageParts = {
  rear_bumper: "Stoßfänger hinten",
  windshield: "Windschutzscheibe",
  front_left_door: "Tür vorne links",
  rear_right_door: "Tür hinten rechts",
};

function damagesOf(
  damageReportId: string,
  damages: [type: keyof typeof damageTypes, area: keyof typeof damageAreas, part: keyof typeof damageParts][],
): DamageInsert[] {
  return damages.map(([type, area, part], index) => ({
    id: `${damageReportId}--${index + 1}`,
    damageReportId,
    position: index + 1,
    typeKey: type,
    typeNameDe: damageTypes[type],
    areaKey: area,
    areaNameDe: damageAreas[area],
    partKey: part,
    partNameDe: damageParts[part],
  }));
}

function documentsFor(dealId: string, types: DocumentType[], createdAt: Date): DocumentInsert[] {
  return types.map((documentType, index) => ({
    id: `${dealId}--${documentType}`,
    dealId,
    name: DOCUMENT_NAMES[documentType],
    url: filePath("getDocumentFile", { id: dealId, documentId: `${dealId}--${documentType}` }),
    documentType,
    // Spread by a minute so the list order is the order given here.
    createdAt: new Date(createdAt.getTime() + index * 60_000),
  }));
}

export function buildSeedData(now: Dayjs): SeedData {
  const { day, addDays, addMonths, on, at } = calendarFrom(now);
  const year = now.tz(TIME_ZONE).year();

  const companies: CompanyInsert[] = [
    {
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
      createdAt: at(-400, "09:00"),
      updatedAt: at(-400, "09:00"),
    },
    // Viktor's company (the business prolongation).
    {
      id: NORD_KURIER,
      name: "Nord Kurier GmbH",
      phone: "+4940609876511",
      street: "Speicherstraße",
      houseNumber: "18",
      zip: "20457",
      city: "Hamburg",
      // Issue 20: the business portal offers Nord Kurier no damage reports and no service appointments,
      // and its users change no delivery and raise no mileage package (Viktor's ordered ID.3).
      reportDamageEnabled: false,
      scheduleServiceEnabled: false,
      handoverEnabled: false,
      mileageUpgradeEnabled: false,
      createdAt: at(-400, "09:00"),
      updatedAt: at(-400, "09:00"),
    },
    // Issue 20: the business portal's company, every flow switched on.
    {
      id: FLOTTENWERK,
      name: "Flottenwerk Rhein GmbH",
      phone: "+4922160987670",
      street: "Im Zollhafen",
      houseNumber: "24",
      zip: "50678",
      city: "Köln",
      createdAt: at(-300, "09:00"),
      updatedAt: at(-300, "09:00"),
    },
    // Issue 20: the shared return's company, every flow switched on.
    {
      id: SONNENTAL,
      name: "Sonnental Energie GmbH",
      phone: "+4934160987680",
      street: "Karl-Liebknecht-Straße",
      houseNumber: "143",
      zip: "04275",
      city: "Leipzig",
      createdAt: at(-360, "09:00"),
      updatedAt: at(-360, "09:00"),
    },
    // Berta's company (issue 15): a business customer whose only subscription has ended.
    {
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
      // Issue 20: the business portal is not shown for Bilanz Beratung's users.
      showForFinnUsers: false,
      createdAt: at(-410, "09:00"),
      updatedAt: at(-410, "09:00"),
    },
  ];

  // Loyalty (issue 18): the level is derived from the points ledger; `carriedOverPoints` are the points
  // of earlier subscriptions that lift each persona to the level it shows (Black books the comfort
  // protection free, §9); paid invoices, the EV booking and referred friends add to them.
  const profiles = {
    anna: { contactId: "5100000101", phone: phones.anna, companyId: null, carriedOverPoints: 3_000, address: addresses.anna },
    paul: { contactId: "5100000102", phone: phones.paul, companyId: null, carriedOverPoints: 0, address: addresses.paul },
    emil: { contactId: "5100000103", phone: phones.emil, companyId: null, carriedOverPoints: 3_000, address: addresses.emil },
    lea: { contactId: "5100000104", phone: phones.lea, companyId: null, carriedOverPoints: 0, address: addresses.lea },
    bernd: { contactId: "5100000105", phone: phones.bernd, companyId: MUSTER_LOGISTIK, carriedOverPoints: 0, address: addresses.bernd },
    nora: { contactId: "5100000106", phone: phones.nora, companyId: null, carriedOverPoints: 0, address: addresses.nora },
    sina: { contactId: "5100000107", phone: phones.sina, companyId: null, carriedOverPoints: 12_000, address: addresses.sina },
    bruno: { contactId: "5100000108", phone: phones.bruno, companyId: null, carriedOverPoints: 0, address: addresses.bruno },
    dora: { contactId: "5100000109", phone: phones.dora, companyId: null, carriedOverPoints: 0, address: addresses.dora },
    vera: { contactId: "5100000110", phone: phones.vera, companyId: null, carriedOverPoints: 3_000, address: addresses.vera },
    kim: { contactId: "5100000111", phone: phones.kim, companyId: null, carriedOverPoints: 51_000, address: addresses.kim },
    pia: { contactId: "5100000112", phone: phones.pia, companyId: null, carriedOverPoints: 0, address: addresses.pia },
    viktor: { contactId: "5100000113", phone: phones.viktor, companyId: NORD_KURIER, carriedOverPoints: 0, address: addresses.viktor },
    berta: { contactId: "5100000114", phone: phones.berta, companyId: BILANZ_BERATUNG, carriedOverPoints: 0, address: addresses.berta },
    dana: { contactId: "5100000115", phone: phones.dana, companyId: null, carriedOverPoints: 0, address: addresses.dana },
    // Asked for the deletion of her account yesterday: the account page opens the "already requested" modal.
    alma: {
      contactId: "5100000116",
      phone: phones.alma,
      companyId: null,
      carriedOverPoints: 0,
      address: addresses.alma,
      deletionRequestedAt: at(-1, "18:30"),
    },
    // Kai (buy car, issue 15): one car to buy, one without an inventory vehicle.
    kai: { contactId: "5100000117", phone: phones.kai, companyId: null, carriedOverPoints: 0, address: addresses.kai },
    // Issue 17: account data. Konrad has not given his birth date yet (the edit form asks for it);
    // Petra changes her password; Gregor signs in with Google (no password: the form is replaced by a message).
    konrad: { contactId: "5100000120", phone: phones.konrad, companyId: null, carriedOverPoints: 0, address: addresses.konrad },
    petra: {
      contactId: "5100000121",
      phone: phones.petra,
      companyId: null,
      carriedOverPoints: 0,
      address: addresses.petra,
      dateOfBirth: "1988-03-14",
    },
    gregor: {
      contactId: "5100000122",
      phone: phones.gregor,
      companyId: null,
      carriedOverPoints: 0,
      address: addresses.gregor,
      dateOfBirth: "1979-11-02",
    },
    // Issue 17 drivers: one with drivers in every status, one without any (account.md §2 Drivers).
    fiona: { contactId: "5100000130", phone: phones.fiona, companyId: null, carriedOverPoints: 3_000, address: addresses.fiona },
    otto: { contactId: "5100000131", phone: phones.otto, companyId: null, carriedOverPoints: 3_000, address: addresses.otto },
    // Issue 18, loyalty: each with two paid rates (1,098 points) and the ID.3 booking (500 points).
    // Silke: Silver with 1,598 points: the 250 km reward (1,000) yes, 500 km (1,800) and vouchers (from 4,000) no.
    silke: { contactId: "5100000160", phone: phones.silke, companyId: null, carriedOverPoints: 0, evBooking: true, address: addresses.silke },
    // Gero: Gold with 9,848.50 points, 151.50 short of Platinum: the 100 € voucher yes, the 300 € one (10,000) no.
    gero: { contactId: "5100000161", phone: phones.gero, companyId: null, carriedOverPoints: 8_250.5, evBooking: true, address: addresses.gero },
    // Bianca: Black (52,000.25 points collected, 48,000.25 left after a voucher a month ago, still open):
    // no second voucher (one per booking, not combinable), mileage rewards yes.
    bianca: {
      contactId: "5100000162",
      phone: phones.bianca,
      companyId: null,
      carriedOverPoints: 50_402.25,
      evBooking: true,
      address: addresses.bianca,
    },
    // Rita: referred seven friends, six subscribed, the first five rewarded (5,000 points, 5 × 200 EUR).
    rita: { contactId: "5100000163", phone: phones.rita, companyId: null, carriedOverPoints: 0, evBooking: true, address: addresses.rita },
    // Issue 20: the business portal's roles at Flottenwerk Rhein GmbH.
    ada: { contactId: "5100000170", phone: phones.ada, companyId: FLOTTENWERK, carriedOverPoints: 0, address: addresses.ada },
    fabian: { contactId: "5100000171", phone: phones.fabian, companyId: FLOTTENWERK, carriedOverPoints: 0, address: addresses.fabian },
    dirk: { contactId: "5100000172", phone: phones.dirk, companyId: FLOTTENWERK, carriedOverPoints: 0, address: addresses.dirk },
    frida: { contactId: "5100000173", phone: phones.frida, companyId: FLOTTENWERK, carriedOverPoints: 0, address: addresses.frida },
    // Issue 20: the fleet manager of Sonnental Energie GmbH, holding its three contracts (the shared return).
    rolf: { contactId: "5100000180", phone: phones.rolf, companyId: SONNENTAL, carriedOverPoints: 0, address: addresses.rolf },
    // Issue 16: Ulla has not confirmed her email address yet (her menu entries ask her to); Jana's
    // car comes through her employer's job-auto programme (account.md §3 is_job_auto, §4 mode=jobauto).
    ulla: { contactId: "5100000150", phone: phones.ulla, companyId: null, carriedOverPoints: 0, address: addresses.ulla, dateOfBirth: "1991-06-21" },
    jana: {
      contactId: "5100000151",
      phone: phones.jana,
      companyId: null,
      carriedOverPoints: 0,
      address: addresses.jana,
      dateOfBirth: "1986-02-09",
      isJobAuto: true,
    },
  } satisfies Record<PersonaKey, CustomerProfile>;

  const ID3_DRIVERS = ["fiona", "otto", "silke", "gero", "bianca", "rita"] as const;
  const NAMES: Record<(typeof ID3_DRIVERS)[number], [string, string]> = {
    fiona: ["Fiona", "Fahrerin"],
    otto: ["Otto", "Ohnefahrer"],
    silke: ["Silke", "Silber"],
    gero: ["Gero", "Gold"],
    bianca: ["Bianca", "Black"],
    rita: ["Rita", "Empfehlung"],
  };

  /** What every subscription shares; each deal below states what makes it itself. */
  const contract = (personaKey: PersonaKey, createdAt: Date) => ({
    customerId: customerIdOf(personaKey),
    contactId: profiles[personaKey].contactId,
    variant: "SUBSCRIPTION" as const,
    termType: null,
    hasAutoRenewal: false,
    isPreAutoRenewal: false,
    isPostAutoRenewal: false,
    belongsToSubscriptionService: true,
    additionalMileageFeeCents: 20, // 0.20 EUR per extra km
    tireAndWindshield: true,
    minorDamage: false,
    damageDeductibleVollkaskoCents: 100_000, // deals.md §9: full-coverage default 1,000 EUR
    damageDeductibleTeilkaskoCents: 50_000,
    recurrentPaymentMethod: "card",
    // A reseed forgets what the demo's customers chose for a late car (deals.md §4).
    deliveryDelayChoice: null,
    deliveryDelayCreditCents: null,
    deliveryDelayChosenAt: null,
    createdAt,
    updatedAt: createdAt,
  });

  const handoverTo = (personaKey: PersonaKey, firstname: string, lastname: string) => ({
    handoverStreet: addresses[personaKey].street,
    handoverHousenumber: addresses[personaKey].housenumber,
    handoverZip: addresses[personaKey].zip,
    handoverCity: addresses[personaKey].city,
    handoverFirstname: firstname,
    handoverLastname: lastname,
    handoverPhoneNumber: phones[personaKey],
    handoverSlot: "11:00",
    handoverSlotFormattedTime: "11:00-13:00",
  });

  // Anna: a running subscription, one with a booked pickup in ~30 days, one ended.
  const annaActiveStart = day(-122);
  const annaReturnStart = day(-153);
  const annaEndedStart = day(-430);
  const annaEndedEnd = addMonths(annaEndedStart, 12);
  // Paul: orders before delivery.
  // Emil: the finished and the aborted.
  const emilInactiveStart = day(-1100);
  const emilInactiveEnd = addMonths(emilInactiveStart, 24);
  // Bernd: a business subscription ending in ~40 days, inside the 45-day return window.
  const berndEnd = day(40);
  const berndStart = addMonths(berndEnd, -12);
  // Berta: a business subscription that ended about a month ago, its deposit refund awaiting her bank details.
  const bertaEnd = day(-30);
  const bertaStart = addMonths(bertaEnd, -12);

  const cars: CarInsert[] = [
    carRow("car-anna-id3", "vwId3", "WVWZZZE1ZPP000301", "HH-AK 301E", at(-130, "09:00")),
    carRow("car-anna-born", "cupraBorn", "VSSZZZK1ZPP000302", "HH-AK 302E", at(-160, "09:00")),
    carRow("car-anna-enyaq", "skodaEnyaq", "TMBJC7NY0PF000303", "HH-AK 303E", at(-440, "09:00")),
    carRow("car-anna-ioniq", "hyundaiIoniq5", "KMHKM81EFPU000304", "HH-AK 304E", at(-190, "09:00")),
    carRow("car-anna-fiat", "fiat500e", "ZFAEFAC39PX000305", "HH-AK 305E", at(-190, "09:00")),
    carRow("car-paul-ix1", "bmwIx1", "WBA11EF0X0P000304", null, at(-12, "09:00")),
    carRow("car-paul-model-y", "teslaModelY", "XP7YGCEK0PB000305", null, at(-5, "09:00")),
    carRow("car-paul-500e", "fiat500e", "ZFAEFAC30PX000306", null, at(-9, "09:00")),
    carRow("car-emil-ioniq5", "hyundaiIoniq5", "KMHKN81AFPU000307", "M-EE 307E", at(-1110, "09:00")),
    carRow("car-emil-eqa", "mercedesEqa", "W1N2437011J000308", null, at(-60, "09:00")),
    carRow("car-emil-id3", "vwId3", "WVWZZZE1ZPP000309", null, at(-45, "09:00")),
    carRow("car-lea-born", "cupraBorn", "VSSZZZK1ZPP000310", null, at(-2, "09:00")),
    carRow("car-bernd-eqa", "mercedesEqa", "W1N2437011J000311", "B-ML 311E", at(-330, "09:00")),
    carRow("car-bernd-id3", "vwId3", "WVWZZZE1ZPP000319", null, at(-10, "09:00")),
    carRow("car-sina-id3", "vwId3", "WVWZZZE1ZPP000312", "F-SW 312E", at(-350, "09:00")),
    carRow("car-sina-enyaq", "skodaEnyaq", "TMBJC7NY0PF000313", null, at(-20, "09:00")),
    carRow("car-bruno-ix1", "bmwIx1", "WBA11EF0X0P000314", null, at(-15, "09:00")),
    carRow("car-dora-born", "cupraBorn", "VSSZZZK1ZPP000315", null, at(-20, "09:00")),
    carRow("car-dora-eqa", "mercedesEqa", "W1N2437011J000316", null, at(-20, "09:00")),
    carRow("car-dora-id3", "vwId3", "WVWZZZE1ZPP000317", null, at(-20, "09:00")),
    carRow("car-dora-enyaq", "skodaEnyaq", "TMBJC7NY0PF000318", null, at(-20, "09:00")),
    carRow("car-vera-ix1", "bmwIx1", "WBA11EF0X0P000320", null, at(-8, "09:00")),
    carRow("car-vera-born", "cupraBorn", "VSSZZZK1ZPP000321", null, at(-8, "09:00")),
    carRow("car-vera-id3", "vwId3", "WVWZZZE1ZPP000322", "DO-VV 322E", at(-100, "09:00")),
    carRow("car-vera-enyaq", "skodaEnyaq", "TMBJC7NY0PF000323", "DO-VV 323E", at(-300, "09:00")),
    carRow("car-kim-model-y", "teslaModelY", "XP7YGCEK0PB000324", null, at(-6, "09:00")),
    carRow("car-pia-model-y", "teslaModelY", "LRWYGCEK0PC000330", "HB-PP 330E", at(-290, "09:00")),
    carRow("car-pia-born", "cupraBorn", "VSSZZZK1ZPP000331", "HB-PP 331E", at(-300, "09:00")),
    carRow("car-pia-ix1", "bmwIx1", "WBA11EF0X0P000332", "HB-PP 332E", at(-310, "09:00")),
    carRow("car-berta-born", "cupraBorn", "VSSZZZK1ZPP000320", "B-ML 320E", at(-400, "09:00")),
    carRow("car-viktor-ioniq5", "hyundaiIoniq5", "KMHKM81AFPU000333", "B-ML 333E", at(-280, "09:00")),
    carRow("car-viktor-id3", "vwId3", "WVWZZZE1ZPP000334", null, at(-12, "09:00")),
    carRow("car-fabian-enyaq", "skodaEnyaq", "TMBJC7NY0PF000370", "K-FW 370E", at(-120, "09:00")),
    carRow("car-fabian-id3", "vwId3", "WVWZZZE1ZPP000371", "K-FW 371E", at(-120, "09:00")),
    carRow("car-kai-model-y", "teslaModelY", "LRWYGCEK0PC000340", "HL-KK 340E", at(-300, "09:00")),
    carRow("car-kai-born", "cupraBorn", "VSSZZZK1ZPP000341", "HL-KK 341E", at(-300, "09:00")),
    carRow("car-fiona-id3", "vwId3", "WVWZZZE1ZPP000340", "DD-FF 340E", at(-100, "09:00")),
    carRow("car-otto-id3", "vwId3", "WVWZZZE1ZPP000341", "KI-OO 341E", at(-100, "09:00")),
    // Issue 18: the loyalty personas' ID.3s (an EV booking each, 500 points).
    carRow("car-silke-id3", "vwId3", "WVWZZZE1ZPP000360", "KA-SS 360E", at(-100, "09:00")),
    carRow("car-gero-id3", "vwId3", "WVWZZZE1ZPP000361", "HD-GG 361E", at(-100, "09:00")),
    carRow("car-bianca-id3", "vwId3", "WVWZZZE1ZPP000362", "M-BB 362E", at(-100, "09:00")),
    carRow("car-rita-id3", "vwId3", "WVWZZZE1ZPP000363", "B-RR 363E", at(-100, "09:00")),
    // Issue 20: Sonnental's three company cars (the shared return).
    carRow("car-rolf-enyaq", "skodaEnyaq", "TMBJC7NY0PF000380", "L-SE 380E", at(-340, "09:00")),
    carRow("car-rolf-id3", "vwId3", "WVWZZZE1ZPP000381", "L-SE 381E", at(-340, "09:00")),
    carRow("car-rolf-eqa", "mercedesEqa", "W1N2437011J000382", "L-SE 382E", at(-170, "09:00")),
  ];

  const addons: AddonInsert[] = [
    addonRow("insurance-plus", "insurance", 1, "monthly", 1_900, { full: 75_000, partial: 50_000 }, null, {
      de: ["Vollkasko Plus", "Selbstbeteiligung 750 € Vollkasko, 500 € Teilkasko"],
      en: ["Comprehensive Plus", "Deductible €750 comprehensive, €500 partial cover"],
    }),
    addonRow("insurance-premium", "insurance", 2, "monthly", 3_900, { full: 30_000, partial: 15_000 }, null, {
      de: ["Vollkasko Premium", "Selbstbeteiligung 300 € Vollkasko, 150 € Teilkasko"],
      en: ["Comprehensive Premium", "Deductible €300 comprehensive, €150 partial cover"],
    }),
    // Above a 1,000 EUR deductible: never offered (deals.md §4 "full coverage not above the deductible").
    addonRow("insurance-basic-plus", "insurance", 3, "monthly", 900, { full: 150_000, partial: 50_000 }, null, {
      de: ["Basis Plus", "Selbstbeteiligung 1.500 € Vollkasko"],
      en: ["Basic Plus", "Deductible €1,500 comprehensive"],
    }),
    // deals.md §9: "Insurance comfort protection 29 euros a month lowers the full-coverage deductible from 1,000 to 500 euros".
    addonRow("comfort-protection", "protection", 1, "monthly", COMFORT_PROTECTION_MONTHLY_CENTS, { full: 50_000, partial: null }, null, {
      de: ["Komfort Schutz", "Senkt die Selbstbeteiligung in der Vollkasko von 1.000 € auf 500 €"],
      en: ["Comfort protection", "Lowers the comprehensive deductible from €1,000 to €500"],
    }),
    addonRow("mileage-500", "mileage", 1, "one_time", 9_900, null, 500, {
      de: ["500 km extra", "Einmalig 500 zusätzliche Kilometer"],
      en: ["500 km extra", "500 additional kilometres, once"],
    }),
    addonRow("mileage-1000", "mileage", 2, "one_time", 17_900, null, 1000, {
      de: ["1.000 km extra", "Einmalig 1.000 zusätzliche Kilometer"],
      en: ["1,000 km extra", "1,000 additional kilometres, once"],
    }),
    addonRow("mileage-2500", "mileage", 3, "one_time", 39_900, null, 2500, {
      de: ["2.500 km extra", "Einmalig 2.500 zusätzliche Kilometer"],
      en: ["2,500 km extra", "2,500 additional kilometres, once"],
    }),
  ];

  // Pia and Viktor: the end-of-subscription options (deals.md §4) inside their window, about 3
  // months before the end (§9), one deal per branch of the prolongation.
  const piaProlongEnd = day(75);
  const piaLegacyEnd = day(60);
  const piaRenewedEnd = day(50);
  const viktorEnd = day(80);
  const fabianEnd = day(245);
  // Sonnental's first two cars end three days apart (their return dates overlap on 11 days), the third in months.
  const rolfEnd = day(35);
  const rolfLaterEnd = day(38);
  const rolfEqaEnd = day(195);
  // Kai: two contracts ending in about 70 days, one car in the inventory (deals.md §4 buy car).
  const kaiEnd = day(70);

  const deals: DealInsert[] = [
    {
      ...contract("anna", at(-125, "14:20")),
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-active",
      state: "ACTIVE",
      carId: "car-anna-id3",
      term: 12,
      endDate: addMonths(annaActiveStart, 12),
      minimumCommitmentEndDate: addMonths(annaActiveStart, 12),
      // Renews by itself month by month unless returned: the pre-auto-renewal notice (deals.md §4).
      hasAutoRenewal: true,
      isPreAutoRenewal: true,
      autoRenewalPeriodAmount: 1,
      autoRenewalEndDate: addMonths(annaActiveStart, 13),
      amountCents: 54_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-122, "11:30"),
      handoverMileage: 15,
      preferredDeliveryDate: annaActiveStart,
      plannedDeliveryDate: annaActiveStart,
      handoverAppointmentDate: at(-122, "11:00"),
      preferredHandoverDate: at(-122, "11:00"),
    },
    {
      ...contract("anna", at(-156, "10:05")),
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
      preferredDeliveryDate: annaReturnStart,
      plannedDeliveryDate: annaReturnStart,
      handoverAppointmentDate: at(-153, "11:00"),
      preferredHandoverDate: at(-153, "11:00"),
      returnType: "PICKUP",
      returnDate: day(30),
      preferredReturnDate: at(30, "10:00"),
      returnFirstname: "Anna",
      returnLastname: "Aktiv",
      returnStreet: addresses.anna.street,
      returnHousenumber: addresses.anna.housenumber,
      returnZip: addresses.anna.zip,
      returnCity: addresses.anna.city,
      returnAddressExtra: "Hinterhof, 2. OG",
      returnPhoneNumber: phones.anna,
      returnEmail: "anna.aktiv@demo.portal",
      returnPriceCents: 0,
    },
    // Anna's returns to plan (issue 12): one in its window without a return type (the reminder, the
    // whole return flow), one with a pickup booked 4 days ahead (a change now costs the fee, §9).
    {
      ...contract("anna", at(-186, "10:00")),
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
    },
    {
      ...contract("anna", at(-186, "10:05")),
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
      returnStreet: addresses.anna.street,
      returnHousenumber: addresses.anna.housenumber,
      returnZip: addresses.anna.zip,
      returnCity: addresses.anna.city,
      returnPhoneNumber: phones.anna,
      returnEmail: "anna.aktiv@demo.portal",
      returnPriceCents: 12_900,
    },
    {
      ...contract("anna", at(-433, "16:40")),
      ...handoverTo("anna", "Anna", "Aktiv"),
      id: "deal-anna-ended",
      state: "ENDED",
      carId: "car-anna-enyaq",
      term: 12,
      endDate: annaEndedEnd,
      minimumCommitmentEndDate: annaEndedEnd,
      amountCents: 62_900,
      mileagePackage: 2000,
      actualHandoverDate: at(-430, "10:45"),
      handoverMileage: 8,
      preferredDeliveryDate: annaEndedStart,
      plannedDeliveryDate: annaEndedStart,
      returnType: "SELF_RETURN",
      returnDate: annaEndedEnd,
      preferredReturnDate: dayjs.tz(`${annaEndedEnd} 10:00`, TIME_ZONE).toDate(),
      actualReturnDate: dayjs.tz(`${annaEndedEnd} 10:20`, TIME_ZONE).toDate(),
      returnFirstname: "Anna",
      returnLastname: "Aktiv",
      returnPhoneNumber: phones.anna,
      // Issue 15: the deposit refund waits for her bank details (the deal page's banner and dialog).
      depositRefundStatus: "awaiting_details",
      depositRefundIbanMasked: null,
    },
    {
      ...contract("paul", at(-12, "19:02")),
      ...handoverTo("paul", "Paul", "Plan"),
      id: "deal-paul-created",
      state: "CREATED",
      carId: "car-paul-ix1",
      term: 24,
      amountCents: 72_900,
      mileagePackage: 1500,
      // The planned date is a week after the preferred one: the delay banner (deals.md §4), which
      // needs no early availability, so the estimate says "no deviation".
      preferredDeliveryDate: day(21),
      plannedDeliveryDate: day(28),
      deliveryDelayWishedDate: day(21),
      carReadyDate: day(28),
      preferredHandoverDate: at(28, "11:00"),
      handoverAddressExtra: "Klingel Plan",
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    {
      ...contract("paul", at(-5, "08:30")),
      id: "deal-paul-signed",
      state: "SIGNED",
      carId: "car-paul-model-y",
      term: 12,
      amountCents: 79_900,
      mileagePackage: 2000,
      preferredDeliveryDate: day(35),
      handoverAddressChangeable: true,
    },
    {
      ...contract("paul", at(-9, "12:45")),
      ...handoverTo("paul", "Paul", "Plan"),
      id: "deal-paul-verified",
      state: "EXTERNALLY_VERIFIED",
      carId: "car-paul-500e",
      // A car of a category subscription runs 12 or 24 months (deals.md §9).
      term: 12,
      amountCents: 38_900,
      mileagePackage: 1000,
      minorDamage: true,
      preferredDeliveryDate: day(14),
      plannedDeliveryDate: day(14),
      preferredHandoverDate: at(14, "11:00"),
      // Early availability: the car may come up to two weeks sooner (deals.md §4, the longer step list).
      availabilityDeviationInWeeks: 2,
      handoverAddressChangeable: true,
      // A category subscription (deals.md §3 category_subscription_details, §9): a small car of the
      // category for 36 months from delivery, whichever model it turns out to be; this car 12 of them.
      categoryTerm: CATEGORY_SUBSCRIPTION_MONTHS,
      categoryStartDate: day(14),
      categoryEndDate: categorySubscriptionEnd(day(14)),
    },
    {
      ...contract("emil", at(-1103, "11:11")),
      ...handoverTo("emil", "Emil", "Ende"),
      id: "deal-emil-inactive",
      state: "INACTIVE",
      carId: "car-emil-ioniq5",
      term: 24,
      endDate: emilInactiveEnd,
      minimumCommitmentEndDate: emilInactiveEnd,
      amountCents: 59_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-1100, "12:00"),
      handoverMileage: 5,
      preferredDeliveryDate: emilInactiveStart,
      plannedDeliveryDate: emilInactiveStart,
      returnType: "PICKUP",
      returnDate: emilInactiveEnd,
      actualReturnDate: dayjs.tz(`${emilInactiveEnd} 09:40`, TIME_ZONE).toDate(),
      returnFirstname: "Emil",
      returnLastname: "Ende",
      returnStreet: addresses.emil.street,
      returnHousenumber: addresses.emil.housenumber,
      returnZip: addresses.emil.zip,
      returnCity: addresses.emil.city,
      returnPhoneNumber: phones.emil,
    },
    {
      ...contract("emil", at(-62, "17:25")),
      id: "deal-emil-stopped",
      state: "STOPPED",
      carId: "car-emil-eqa",
      term: 12,
      amountCents: 64_900,
      mileagePackage: 1500,
      preferredDeliveryDate: day(-20),
    },
    {
      ...contract("emil", at(-47, "20:50")),
      id: "deal-emil-canceled",
      state: "CANCELED",
      carId: "car-emil-id3",
      term: 6,
      amountCents: 52_900,
      mileagePackage: 1000,
      preferredDeliveryDate: day(-10),
    },
    {
      ...contract("lea", at(-2, "21:14")),
      id: "deal-lea-lead",
      state: "CREATED",
      variant: "LEAD",
      carId: "car-lea-born",
      term: 12,
      amountCents: 49_900,
      mileagePackage: 1000,
      checkoutHash: "b3f1c9e07a5d4e2f8c6a1d0e9f7b2c4a",
      preferredDeliveryDate: day(30),
      leadHandoverDate: day(30),
      recurrentPaymentMethod: null,
    },
    {
      ...contract("bernd", at(-335, "09:30")),
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
      actualHandoverDate: dayjs.tz(`${berndStart} 10:00`, TIME_ZONE).toDate(),
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
    },
    // Berta's company car, returned a month ago: the deposit refund awaits the company's bank details (issue 15, "Sie").
    {
      ...contract("berta", at(-403, "10:30")),
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
      returnPhoneNumber: phones.berta,
      depositRefundStatus: "awaiting_details",
      depositRefundIbanMasked: null,
    },
    // Bernd's second company car, ordered: the business handover change (deals.md §2 "B2B variants
    // use contact and address autocompletes"), delivered to the depot in 3 weeks, free to change.
    {
      ...contract("bernd", at(-10, "11:20")),
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
    },
    // Sina: the same-day swap (deals.md §4 "A swap is expected…"): her running ID.3 goes back on
    // the day the Enyaq is handed over, in about 20 days, so the list shows the swap banner.
    {
      ...contract("sina", at(-352, "16:40")),
      ...handoverTo("sina", "Sina", "Swap"),
      id: "deal-sina-current",
      state: "ACTIVE",
      carId: "car-sina-id3",
      term: 12,
      endDate: day(20),
      minimumCommitmentEndDate: day(20),
      amountCents: 52_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-345, "11:00"),
      handoverMileage: 12,
      subscribedTo: "SWAP_SAME_DAY",
      followupSubscriptionId: "deal-sina-next",
      returnType: "PICKUP",
      returnDate: day(20),
      preferredReturnDate: at(20, "11:00"),
    },
    {
      ...contract("sina", at(-20, "18:05")),
      ...handoverTo("sina", "Sina", "Swap"),
      id: "deal-sina-next",
      state: "CREATED",
      carId: "car-sina-enyaq",
      term: 12,
      amountCents: 64_900,
      mileagePackage: 1500,
      subscribedAs: "SWAP_SAME_DAY",
      previousSubscriptionId: "deal-sina-current",
      preferredDeliveryDate: day(20),
      plannedDeliveryDate: day(20),
      preferredHandoverDate: at(20, "11:00"),
      handoverAddressChangeable: true,
    },
    // Bruno: the ordered iX1 comes in about two months; a bridging vehicle (bridging_type
    // BEGINNING) covers the time until then: the list's bridging banner and the transition-car modal.
    {
      ...contract("bruno", at(-15, "10:10")),
      ...handoverTo("bruno", "Bruno", "Brücke"),
      id: "deal-bruno-ordered",
      state: "CREATED",
      carId: "car-bruno-ix1",
      term: 18,
      amountCents: 69_900,
      mileagePackage: 2000,
      bridgingType: "BEGINNING",
      preferredDeliveryDate: day(60),
      plannedDeliveryDate: day(60),
      preferredHandoverDate: at(60, "11:00"),
      handoverAddressChangeable: true,
    },
    // Dora: late deliveries (deals.md §4 "Delay options", §9 "Delay credit") and a change inside
    // the 11-day window (§9 "a later change costs an effort fee of 99 euros").
    {
      ...contract("dora", at(-20, "10:00")),
      ...handoverTo("dora", "Dora", "Delay"),
      id: "deal-dora-late8",
      state: "CREATED",
      carId: "car-dora-born",
      term: 12,
      amountCents: 59_900,
      mileagePackage: 1500,
      // 10 days late: the 10 % credit; preferred 3 days ahead, so the alternative car is offered.
      preferredDeliveryDate: day(3),
      plannedDeliveryDate: day(13),
      deliveryDelayWishedDate: day(3),
      carReadyDate: day(13),
      preferredHandoverDate: at(13, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    {
      ...contract("dora", at(-20, "10:05")),
      ...handoverTo("dora", "Dora", "Delay"),
      id: "deal-dora-late15",
      state: "CREATED",
      carId: "car-dora-eqa",
      term: 12,
      amountCents: 64_900,
      mileagePackage: 1500,
      // 20 days late: the 20 % credit; not changeable, and the alternative car opens only 5 days before.
      preferredDeliveryDate: day(10),
      plannedDeliveryDate: day(30),
      deliveryDelayWishedDate: day(10),
      carReadyDate: day(30),
      preferredHandoverDate: at(30, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: false,
    },
    {
      ...contract("dora", at(-20, "10:10")),
      ...handoverTo("dora", "Dora", "Delay"),
      id: "deal-dora-soon",
      state: "CREATED",
      carId: "car-dora-id3",
      term: 6,
      amountCents: 49_900,
      mileagePackage: 1000,
      preferredDeliveryDate: day(6),
      plannedDeliveryDate: day(6),
      preferredHandoverDate: at(6, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    {
      ...contract("dora", at(-20, "10:15")),
      ...handoverTo("dora", "Dora", "Delay"),
      id: "deal-dora-change",
      state: "CREATED",
      carId: "car-dora-enyaq",
      term: 12,
      amountCents: 62_900,
      mileagePackage: 1500,
      // Delayed by two weeks, changeable and outside the 11-day window: a free change of the date.
      preferredDeliveryDate: day(28),
      plannedDeliveryDate: day(42),
      deliveryDelayWishedDate: day(28),
      carReadyDate: day(42),
      preferredHandoverDate: at(42, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    // Vera: insurance and add-ons (issue 14). An ordered iX1 with the standard 1,000 EUR deductible:
    // the insurance upgrade (INSURANCE_UPGRADE) and the deductible reduction at 29 EUR a month.
    {
      ...contract("vera", at(-8, "10:00")),
      ...handoverTo("vera", "Vera", "Versichert"),
      id: "deal-vera-ordered",
      state: "CREATED",
      carId: "car-vera-ix1",
      term: 12,
      amountCents: 72_900,
      mileagePackage: 1500,
      preferredDeliveryDate: day(30),
      plannedDeliveryDate: day(30),
      preferredHandoverDate: at(30, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    // A second order, to accept the deductible reduction from its banner.
    {
      ...contract("vera", at(-8, "10:05")),
      ...handoverTo("vera", "Vera", "Versichert"),
      id: "deal-vera-reduce",
      state: "CREATED",
      carId: "car-vera-born",
      term: 6,
      amountCents: 49_900,
      mileagePackage: 1000,
      preferredDeliveryDate: day(35),
      plannedDeliveryDate: day(35),
      preferredHandoverDate: at(35, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    // On the road for 3 months, the commitment ends in 9: one-time mileage (one_time_mileage); the
    // deductible reduction is refused, the car is already handed over (deals.md §4).
    {
      ...contract("vera", at(-95, "10:00")),
      ...handoverTo("vera", "Vera", "Versichert"),
      id: "deal-vera-active",
      state: "ACTIVE",
      carId: "car-vera-id3",
      term: 12,
      endDate: addMonths(day(-92), 12),
      minimumCommitmentEndDate: addMonths(day(-92), 12),
      amountCents: 54_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-92, "11:00"),
      handoverMileage: 10,
      preferredDeliveryDate: day(-92),
      plannedDeliveryDate: day(-92),
      handoverAppointmentDate: at(-92, "11:00"),
      preferredHandoverDate: at(-92, "11:00"),
    },
    // The commitment ends in about 7 weeks: no add-on change (account.md §4 "not within 2 months").
    {
      ...contract("vera", at(-300, "10:00")),
      ...handoverTo("vera", "Vera", "Versichert"),
      id: "deal-vera-ending",
      state: "ACTIVE",
      carId: "car-vera-enyaq",
      term: 12,
      endDate: day(50),
      minimumCommitmentEndDate: day(50),
      amountCents: 62_900,
      mileagePackage: 2000,
      actualHandoverDate: at(-315, "11:00"),
      handoverMileage: 7,
      preferredDeliveryDate: day(-315),
      plannedDeliveryDate: day(-315),
      handoverAppointmentDate: at(-315, "11:00"),
      preferredHandoverDate: at(-315, "11:00"),
    },
    // Fiona and Otto (issue 17 drivers): a running ID.3 each, as Vera's, so that the drivers pages
    // are theirs (account.md §4: German locale, a SUBSCRIPTION deal).
    // The loyalty personas of issue 18 drive the same ID.3.
    ...ID3_DRIVERS.map((key) => ({
      ...contract(key, at(-95, "10:00")),
      ...handoverTo(key, ...NAMES[key]),
      id: `deal-${key}-active`,
      state: "ACTIVE" as const,
      carId: `car-${key}-id3`,
      term: 12,
      endDate: addMonths(day(-92), 12),
      minimumCommitmentEndDate: addMonths(day(-92), 12),
      amountCents: 54_900,
      mileagePackage: 1500,
      actualHandoverDate: at(-92, "11:00"),
      handoverMileage: 10,
      preferredDeliveryDate: day(-92),
      plannedDeliveryDate: day(-92),
      handoverAppointmentDate: at(-92, "11:00"),
      preferredHandoverDate: at(-92, "11:00"),
    })),
    // Kim: loyalty level Black, an ordered Model Y: the comfort protection costs nothing (deals.md §6).
    {
      ...contract("kim", at(-6, "10:00")),
      ...handoverTo("kim", "Kim", "Komfort"),
      id: "deal-kim-ordered",
      state: "CREATED",
      carId: "car-kim-model-y",
      term: 12,
      amountCents: 79_900,
      mileagePackage: 2000,
      preferredDeliveryDate: day(25),
      plannedDeliveryDate: day(25),
      preferredHandoverDate: at(25, "11:00"),
      availabilityDeviationInWeeks: 0,
      handoverAddressChangeable: true,
    },
    // Pia's subscription-service deal ending in about 75 days: prolongable with the server's options.
    {
      ...contract("pia", at(-290, "10:00")),
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
    },
    // Pia's older contract outside the subscription service, retention window closed: the legacy
    // 5 % prolongation (deals.md §4).
    {
      ...contract("pia", at(-300, "10:00")),
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
    },
    // Pia's prolongation of an earlier contract: a prolongation is offered no end-of-subscription
    // options (deals.md §4), however close its end.
    {
      ...contract("pia", at(-310, "10:00")),
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
    },
    // Viktor's company car ending in about 80 days: the business prolongation, prices net of VAT.
    {
      ...contract("viktor", at(-292, "10:00")),
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
    },
    // Issue 20: Viktor's second company car, ordered, delivery in 3 weeks: for a private customer
    // the delivery would be changeable and the package raisable, but Nord Kurier switched both off.
    {
      ...contract("viktor", at(-12, "10:00")),
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
    },
    // Issue 20: Flottenwerk's two company cars, held by the fleet manager's contract: a shared
    // Enyaq (no driver, so its contact is the fleet manager) and an ID.3 assigned to Dirk.
    {
      ...contract("fabian", at(-125, "10:00")),
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
    },
    {
      ...contract("fabian", at(-125, "10:05")),
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
    },
    // Issue 20: Sonnental Energie's company cars, all held by the fleet manager's contract: the Enyaq and
    // the ID.3 end within weeks (their returns can be booked together), the EQA in about half a year.
    ...(
      [
        ["deal-rolf-enyaq", "car-rolf-enyaq", rolfEnd, 59_500],
        ["deal-rolf-id3", "car-rolf-id3", rolfLaterEnd, 47_600],
        ["deal-rolf-eqa", "car-rolf-eqa", rolfEqaEnd, 64_900],
      ] as const
    ).map(([id, carId, endDate, amountCents], i) => ({
      ...contract("rolf", at(-345 + i, "10:00")),
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
    })),
    // Kai's Model Y ending in about 70 days, its car in the inventory: the buy option and buy_car_modal.
    {
      ...contract("kai", at(-300, "10:00")),
      ...handoverTo("kai", "Kai", "Kauf"),
      id: "deal-kai-buy",
      state: "ACTIVE",
      carId: "car-kai-model-y",
      term: 12,
      endDate: kaiEnd,
      minimumCommitmentEndDate: kaiEnd,
      amountCents: 61_900,
      mileagePackage: 1500,
      actualHandoverDate: on(addMonths(kaiEnd, -12), "10:00"),
      handoverMileage: 14,
      preferredDeliveryDate: addMonths(kaiEnd, -12),
      plannedDeliveryDate: addMonths(kaiEnd, -12),
    },
    // Kai's Cupra ending at the same time, its car not in the inventory: no buy option.
    {
      ...contract("kai", at(-300, "10:05")),
      ...handoverTo("kai", "Kai", "Kauf"),
      id: "deal-kai-keep",
      state: "ACTIVE",
      carId: "car-kai-born",
      term: 12,
      endDate: kaiEnd,
      minimumCommitmentEndDate: kaiEnd,
      amountCents: 49_900,
      mileagePackage: 1000,
      actualHandoverDate: on(addMonths(kaiEnd, -12), "10:00"),
      handoverMileage: 11,
      preferredDeliveryDate: addMonths(kaiEnd, -12),
      plannedDeliveryDate: addMonths(kaiEnd, -12),
    },
  ];

  // The prolongation prices of the subscription-service deals (deals.md §3 "Prolongation options"),
  // gross EUR per month in cents. Viktor's are 600, 560 and 540 EUR net of VAT.
  const priceRow = (dealId: string, term: number, priceCents: number, originalPriceCents: number): ProlongationPriceInsert => ({
    id: `prolongation-price-${dealId}-${term}`,
    dealId,
    term,
    priceCents,
    originalPriceCents,
    createdAt: at(-30, "08:00"),
  });
  const prolongationPrices: ProlongationPriceInsert[] = [
    priceRow("deal-pia-prolong", 6, 57_900, 59_900),
    priceRow("deal-pia-prolong", 12, 54_900, 59_900),
    priceRow("deal-pia-prolong", 24, 51_900, 59_900),
    priceRow("deal-viktor-prolong", 6, 66_640, 71_400),
    priceRow("deal-viktor-prolong", 12, 64_260, 71_400),
  ];

  // The inventory (deals.md §3 "Inventory item"), EUR in cents. Kai's Model Y: offer 28,000 − 600
  // − 900 = 26,500 EUR; Viktor's Ioniq 5: 31,250.40 − 820.30 − 1,200 = 29,230.10 → 29,230 EUR (§9).
  const inventoryRow = (carId: string, vin: string, presale: number, damage: number, km: number): InventoryVehicleInsert => ({
    id: `inventory-${carId}`,
    carId,
    finnCarId: carId,
    vin,
    presaleTargetCents: presale,
    damageEquivalentCents: damage,
    kmEquivalentCents: km,
    createdAt: at(-7, "08:00"),
  });
  const inventoryVehicles: InventoryVehicleInsert[] = [
    inventoryRow("car-kai-model-y", "LRWYGCEK0PC000340", 2_800_000, 60_000, 90_000),
    inventoryRow("car-viktor-ioniq5", "KMHKM81AFPU000333", 3_125_040, 82_030, 120_000),
  ];

  const documents: DocumentInsert[] = [
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
    ...documentsFor("deal-paul-created", ["subscription_confirmation", "car_configuration"], at(-12, "19:30")),
    ...documentsFor("deal-paul-verified", ["subscription_confirmation", "car_configuration", "holder_agreement"], at(-9, "13:00")),
    ...documentsFor("deal-emil-inactive", ["subscription_confirmation", "handover_protocol", "return_protocol", "final_invoice"], at(-360, "12:00")),
    ...documentsFor("deal-emil-stopped", ["subscription_confirmation"], at(-62, "17:30")),
    ...documentsFor(
      "deal-bernd-minib2b",
      ["subscription_confirmation", "car_configuration", "holder_agreement", "handover_protocol"],
      at(-330, "12:00"),
    ),
  ];

  const invoiceRow = (seq: number, personaKey: PersonaKey, dealId: string, amountCents: number, status: string, createdAt: Date): InvoiceInsert => {
    const number = `RE-${year}-${String(100_000 + seq)}`;
    return {
      id: `invoice-${personaKey}-${seq}`,
      customerId: customerIdOf(personaKey),
      dealId,
      extInvoiceNumber: number,
      amountCents,
      status,
      downloadUrl: filePath("getInvoiceFile", { invoiceId: `invoice-${personaKey}-${seq}` }),
      createdAt,
    };
  };

  const invoices: InvoiceInsert[] = [
    invoiceRow(1, "anna", "deal-anna-active", 54_900, "open", at(-2, "06:00")),
    invoiceRow(2, "anna", "deal-anna-active", 54_900, "paid", at(-32, "06:00")),
    invoiceRow(3, "anna", "deal-anna-active", 54_900, "paid", at(-62, "06:00")),
    invoiceRow(4, "anna", "deal-anna-return", 52_800, "paid", at(-10, "06:00")),
    invoiceRow(5, "anna", "deal-anna-return", 52_800, "paid", at(-40, "06:00")),
    // Final settlement: 312 extra km at 0.20 EUR plus a rim repair (deals.md §5: 100 to 400 EUR).
    invoiceRow(6, "anna", "deal-anna-ended", 30_740, "paid", at(-35, "06:00")),
    invoiceRow(7, "emil", "deal-emil-inactive", 12_460, "paid", at(-340, "06:00")),
    invoiceRow(8, "bernd", "deal-bernd-minib2b", 64_900, "open", at(-5, "06:00")),
    invoiceRow(9, "bernd", "deal-bernd-minib2b", 64_900, "paid", at(-35, "06:00")),
    invoiceRow(10, "viktor", "deal-viktor-prolong", 71_400, "open", at(-5, "06:00")),
    invoiceRow(11, "pia", "deal-pia-prolong", 59_900, "open", at(-5, "06:00")),
    // Issue 18: two paid monthly rates each (2 × 549 points) and the open current one.
    ...(["silke", "gero", "bianca", "rita"] as const).flatMap((key, i) => [
      invoiceRow(60 + i * 3, key, `deal-${key}-active`, 54_900, "paid", at(-62, "06:00")),
      invoiceRow(61 + i * 3, key, `deal-${key}-active`, 54_900, "paid", at(-32, "06:00")),
      invoiceRow(62 + i * 3, key, `deal-${key}-active`, 54_900, "open", at(-2, "06:00")),
    ]),
  ];

  /** An order through to the handover: verified the day after ordering, at the compound two days before. */
  const deliveredOrder = (dealId: string, orderedAt: Date, handoverDay: string, handedOverAt: Date) =>
    milestonesOf(dealId, {
      order_received: orderedAt,
      customer_verified: on(addDays(berlinDay(dayjs(orderedAt)), 1), "10:00"),
      car_arrived_at_compound: on(addDays(handoverDay, -2), "14:00"),
      car_ready_for_delivery: on(addDays(handoverDay, -1), "16:00"),
      car_in_delivery: on(handoverDay, "08:00"),
      delivery_completed: handedOverAt,
    });

  /** A return through to the end: the final invoice follows 3 to 4 weeks after the car is back (deals.md §9). */
  const completedReturn = (dealId: string, returnDay: string, finalInvoiceDay: string) =>
    milestonesOf(dealId, {
      return_booked: on(addDays(returnDay, -40), "18:00"),
      return_confirmed: on(addDays(returnDay, -39), "09:00"),
      prepare_car_for_return: on(addDays(returnDay, -7), "09:00"),
      return_in_progress: on(returnDay, "09:00"),
      final_invoice: on(finalInvoiceDay, "06:00"),
      return_completed: on(addDays(finalInvoiceDay, 1), "12:00"),
    });

  // Emil's stopped and canceled orders and Lea's unfinished checkout have no order progress.
  const milestones: MilestoneInsert[] = [
    ...deliveredOrder("deal-anna-active", at(-125, "14:20"), annaActiveStart, at(-122, "11:30")),
    ...deliveredOrder("deal-anna-return", at(-156, "10:05"), annaReturnStart, at(-153, "11:15")),
    ...milestonesOf("deal-anna-return", { return_booked: at(-10, "18:40"), return_confirmed: at(-9, "09:05") }),
    ...deliveredOrder("deal-anna-plan", at(-186, "10:00"), day(-183), at(-183, "10:30")),
    ...deliveredOrder("deal-anna-soon", at(-186, "10:05"), day(-183), at(-183, "14:30")),
    ...milestonesOf("deal-anna-soon", { return_booked: at(-20, "18:00"), return_confirmed: at(-19, "09:00") }),
    ...deliveredOrder("deal-anna-ended", at(-433, "16:40"), annaEndedStart, at(-430, "10:45")),
    ...completedReturn("deal-anna-ended", annaEndedEnd, day(-35)),
    // Mid-delivery: the car is ready at the compound, the (delayed) delivery is still ahead.
    ...milestonesOf("deal-paul-created", {
      order_received: at(-12, "19:02"),
      customer_verified: at(-11, "10:15"),
      car_arrived_at_compound: at(-4, "14:00"),
      car_ready_for_delivery: at(-1, "16:30"),
    }),
    // Only received: the verification banner (deals.md §4).
    ...milestonesOf("deal-paul-signed", { order_received: at(-5, "08:30") }),
    ...milestonesOf("deal-dora-late8", { order_received: at(-20, "10:00"), customer_verified: at(-19, "09:00") }),
    ...milestonesOf("deal-dora-late15", { order_received: at(-20, "10:05"), customer_verified: at(-19, "09:05") }),
    ...milestonesOf("deal-bernd-ordered", { order_received: at(-10, "11:20"), customer_verified: at(-9, "10:00") }),
    ...milestonesOf("deal-viktor-ordered", { order_received: at(-12, "10:00"), customer_verified: at(-11, "10:00") }),
    ...milestonesOf("deal-dora-soon", { order_received: at(-20, "10:10"), customer_verified: at(-19, "09:10") }),
    ...milestonesOf("deal-dora-change", { order_received: at(-20, "10:15"), customer_verified: at(-19, "09:15") }),
    ...milestonesOf("deal-paul-verified", { order_received: at(-9, "12:45"), customer_verified: at(-7, "11:20") }),
    ...deliveredOrder("deal-emil-inactive", at(-1103, "11:11"), emilInactiveStart, at(-1100, "12:00")),
    ...completedReturn("deal-emil-inactive", emilInactiveEnd, day(-340)),
    ...deliveredOrder("deal-bernd-minib2b", at(-335, "09:30"), berndStart, on(berndStart, "10:00")),
    ...deliveredOrder("deal-berta-ended", at(-403, "10:30"), bertaStart, on(bertaStart, "10:00")),
    ...completedReturn("deal-berta-ended", bertaEnd, day(-20)),
    ...deliveredOrder("deal-pia-prolong", at(-293, "10:00"), addMonths(piaProlongEnd, -12), on(addMonths(piaProlongEnd, -12), "10:00")),
    ...deliveredOrder("deal-pia-legacy", at(-308, "10:00"), addMonths(piaLegacyEnd, -12), on(addMonths(piaLegacyEnd, -12), "10:00")),
    ...deliveredOrder("deal-pia-renewed", at(-136, "10:00"), addMonths(piaRenewedEnd, -6), on(addMonths(piaRenewedEnd, -6), "10:00")),
    ...deliveredOrder("deal-viktor-prolong", at(-290, "10:00"), addMonths(viktorEnd, -12), on(addMonths(viktorEnd, -12), "10:00")),
    ...deliveredOrder("deal-kai-buy", at(-303, "10:00"), addMonths(kaiEnd, -12), on(addMonths(kaiEnd, -12), "10:00")),
    ...deliveredOrder("deal-kai-keep", at(-303, "10:05"), addMonths(kaiEnd, -12), on(addMonths(kaiEnd, -12), "10:00")),
    ...milestonesOf("deal-vera-ordered", { order_received: at(-8, "10:00"), customer_verified: at(-7, "10:00") }),
    // Sina's follow-up, ordered 20 days ago and verified: its order status names the swap's day (issue 36 journeys).
    ...milestonesOf("deal-sina-next", { order_received: at(-20, "18:05"), customer_verified: at(-19, "10:00") }),
    ...milestonesOf("deal-vera-reduce", { order_received: at(-8, "10:05"), customer_verified: at(-7, "10:05") }),
    ...deliveredOrder("deal-vera-active", at(-95, "10:00"), day(-92), at(-92, "11:00")),
    ...deliveredOrder("deal-vera-ending", at(-318, "10:00"), day(-315), at(-315, "11:00")),
    ...deliveredOrder("deal-fiona-active", at(-95, "10:00"), day(-92), at(-92, "11:00")),
    ...deliveredOrder("deal-otto-active", at(-95, "10:00"), day(-92), at(-92, "11:00")),
    ...(["silke", "gero", "bianca", "rita"] as const).flatMap((key) =>
      deliveredOrder(`deal-${key}-active`, at(-95, "10:00"), day(-92), at(-92, "11:00")),
    ),
    ...milestonesOf("deal-kim-ordered", { order_received: at(-6, "10:00"), customer_verified: at(-5, "10:00") }),
  ];

  const damageReportRow = (
    id: string,
    dealId: string,
    reportedDaysAgo: number,
    repairStatus: DamageReportInsert["repairStatus"],
    appointmentAt: Date | null,
  ): DamageReportInsert => ({
    id,
    dealId,
    reportedOn: day(-reportedDaysAgo),
    appointmentAt,
    repairStatus,
    downloadUrl: filePath("getDamageReportFile", { id: dealId, reportId: id }),
    createdAt: at(-reportedDaysAgo, "17:45"),
  });

  const damageReports: DamageReportInsert[] = [
    // In the workshop since yesterday's appointment.
    damageReportRow("damage-report-anna-1", "deal-anna-active", 9, "in_progress", at(-1, "08:30")),
    damageReportRow("damage-report-anna-2", "deal-anna-active", 70, "conducted", at(-56, "09:00")),
    damageReportRow("damage-report-bernd-1", "deal-bernd-minib2b", 3, "open", null),
  ];

  const damages: DamageInsert[] = [
    ...damagesOf("damage-report-anna-1", [["scratch", "rear", "rear_bumper"]]),
    ...damagesOf("damage-report-anna-2", [
      ["stone_chip", "front", "windshield"],
      ["dent", "left_side", "front_left_door"],
    ]),
    ...damagesOf("damage-report-bernd-1", [["dent", "right_side", "rear_right_door"]]),
  ];

  const repairOrders: RepairOrderInsert[] = [{ id: "damage-report-anna-2--order-1", damageReportId: "damage-report-anna-2", orderedOn: day(-63) }];

  // account.md §3 Payment method: one of each type (issue 17). Anna's running ID.3 is a direct
  // (d2c) subscription: its change asks for confirmation first; Bernd's MINIB2B deals do not.
  const paymentMethods: PaymentMethodInsert[] = [
    paymentMethodRow("deal-anna-active", "anna", {
      paymentType: "card",
      identifierLast4: "4242",
      expMonth: 8,
      expYear: 2028,
      accountHolder: "Anna Aktiv",
    }),
    paymentMethodRow("deal-anna-return", "anna", { paymentType: "sepa_debit", identifierLast4: "3000", accountHolder: "Anna Aktiv" }),
    paymentMethodRow("deal-anna-plan", "anna", { paymentType: "paypal", accountHolder: "anna.aktiv@demo.portal" }),
    paymentMethodRow("deal-anna-ended", "anna", {
      paymentType: "card",
      identifierLast4: "1881",
      expMonth: 3,
      expYear: 2027,
      accountHolder: "Anna Aktiv",
    }),
    paymentMethodRow("deal-bernd-minib2b", "bernd", { paymentType: "sepa_debit", identifierLast4: "4000", accountHolder: "Muster Logistik GmbH" }),
    paymentMethodRow("deal-bernd-ordered", "bernd", {
      paymentType: "card",
      identifierLast4: "5556",
      expMonth: 11,
      expYear: 2029,
      accountHolder: "Bernd Business",
    }),
    paymentMethodRow("deal-vera-active", "vera", { paymentType: "us_bank_account", identifierLast4: "6789", accountHolder: "Vera Versichert" }),
  ];

  const mileagePackages: MileagePackageInsert[] = SEEDED_MILEAGE_PACKAGES.map((price) => ({
    mileagePackage: price.mileage_package,
    surchargeGrossCents: price.surcharge_gross_cents,
    surchargeNetCents: price.surcharge_net_cents,
  }));
  // Additional drivers (account.md §3, §4): Fiona's in every status (the deleted one is not listed),
  // one of Anna's, and two licence scans of Anna's no driver names yet (the security suite's examples).
  const licenceUploads: DriverLicenceUploadInsert[] = [
    "dl-00000000-0000-4000-8000-0000000a0001.jpg",
    "dl-00000000-0000-4000-8000-0000000a0002.jpg",
  ].map((id) => ({
    id,
    customerId: customerIdOf("anna"),
    fileKey: `driver-licences/${id}`,
    contentType: "image/jpeg",
    sizeBytes: 2048,
    createdAt: at(-3, "12:00"),
  }));
  const driverRow = (
    id: string,
    personaKey: PersonaKey,
    names: [string, string],
    dateOfBirth: string,
    licenceIssueDate: string,
    relationshipType: AdditionalDriverInsert["relationshipType"],
    status: AdditionalDriverInsert["status"],
    extraFee: boolean,
    createdAt: Date,
  ): AdditionalDriverInsert => ({
    id,
    customerId: customerIdOf(personaKey),
    relationshipType,
    firstname: names[0],
    lastname: names[1],
    dateOfBirth,
    licenceIssueDate,
    dlFrontKey: null,
    dlBackKey: null,
    postcode: addresses[personaKey].zip,
    agreedToTerms: true,
    confirmedTruthfulData: true,
    status,
    extraFee,
    deletedAt: status === "deleted" ? at(-10, "15:00") : null,
    createdAt,
    updatedAt: createdAt,
  });
  const drivers: AdditionalDriverInsert[] = [
    driverRow("driver-anna-max", "anna", ["Max", "Aktiv"], "2004-04-12", "2021-05-02", "relative_type_1", "pending", true, at(-2, "10:00")),
    driverRow("driver-fiona-lena", "fiona", ["Lena", "Fahrerin"], "1990-03-15", "2010-06-01", "relative_type_1", "active", false, at(-90, "10:00")),
    driverRow("driver-fiona-jonas", "fiona", ["Jonas", "Fahrer"], day(-21 * 365), day(-3 * 365), "relative_type_2", "pending", true, at(-2, "10:00")),
    driverRow("driver-fiona-karl", "fiona", ["Karl", "Senior"], "1955-08-20", "1975-09-01", "other", "inactive", true, at(-80, "10:00")),
    driverRow("driver-fiona-mia", "fiona", ["Mia", "Abgelehnt"], "1999-01-30", "2019-02-15", "employee", "rejected", false, at(-20, "10:00")),
    driverRow("driver-fiona-tom", "fiona", ["Tom", "Entfernt"], "1985-11-11", "2004-12-01", "other", "deleted", false, at(-70, "10:00")),
  ];

  // Issue 20: every business persona is a contact of their company with their role; Dana Dienst,
  // the driver of Bernd's cars, has no portal account (invited).
  const member = (key: PersonaKey, companyId: string, role: "admin" | "fleet_manager" | "driver", first: string, last: string, email: string) => ({
    id: `contact-b2b-${key}`,
    companyId,
    customerId: customerIdOf(key),
    firstname: first,
    lastname: last,
    email,
    phone: phones[key],
    role,
    status: "active" as const,
    createdAt: at(-120, "09:00"),
    updatedAt: at(-120, "09:00"),
  });
  const companyContacts: CompanyContactInsert[] = [
    member("ada", FLOTTENWERK, "admin", "Ada", "Admin", "ada.admin@demo.portal"),
    member("fabian", FLOTTENWERK, "fleet_manager", "Fabian", "Flotte", "fabian.flotte@demo.portal"),
    member("dirk", FLOTTENWERK, "driver", "Dirk", "Dienstwagen", "dirk.dienstwagen@demo.portal"),
    member("frida", FLOTTENWERK, "driver", "Frida", "Fuhrpark", "frida.fuhrpark@demo.portal"),
    member("bernd", MUSTER_LOGISTIK, "fleet_manager", "Bernd", "Business", "bernd.business@demo.portal"),
    member("viktor", NORD_KURIER, "fleet_manager", "Viktor", "Verlängerung", "viktor.verlaengerung@demo.portal"),
    member("berta", BILANZ_BERATUNG, "fleet_manager", "Berta", "Bilanz", "berta.bilanz@demo.portal"),
    member("rolf", SONNENTAL, "fleet_manager", "Rolf", "Rückgabe", "rolf.rueckgabe@demo.portal"),
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
  ];

  return {
    companies,
    profiles,
    addons,
    cars,
    deals,
    documents,
    invoices,
    milestones,
    damageReports,
    damages,
    repairOrders,
    mileagePackages,
    prolongationPrices,
    inventoryVehicles,
    paymentMethods,
    licenceUploads,
    drivers,
    companyContacts,
    referrals: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
      id: `referral-rita-${n}`,
      referrer: "rita",
      friendContactId: `friend-of-rita-${n}`,
      invitedAt: at(-90 + n * 5, "12:00"),
      // The seventh friend has not subscribed yet.
      subscribedAt: n < 7 ? at(-85 + n * 5, "12:00") : null,
    })),
    redemptions: [{ id: "redemption-bianca-voucher", personaKey: "bianca", rewardName: "voucher_100", redeemedAt: at(-30, "12:00") }],
  };
}

function paymentMethodRow(
  dealId: string,
  personaKey: string,
  method: Pick<PaymentMethodInsert, "paymentType"> & Partial<Pick<PaymentMethodInsert, "identifierLast4" | "expMonth" | "expYear" | "accountHolder">>,
): PaymentMethodInsert {
  return {
    id: `payment-method-${dealId}`,
    dealId,
    customerId: customerIdOf(personaKey),
    identifierLast4: null,
    expMonth: null,
    expYear: null,
    accountHolder: null,
    ...method,
  };
}
