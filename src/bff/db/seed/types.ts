/** The rows the demo seed writes, by table, and the customer fields the persona file does not carry. */
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
} from "../schema";

export type CompanyInsert = typeof company.$inferInsert;
export type CompanyContactInsert = typeof companyContact.$inferInsert;
export type CarInsert = typeof car.$inferInsert;
export type AddonInsert = typeof addon.$inferInsert;
export type DealInsert = typeof deal.$inferInsert;
export type DocumentInsert = typeof dealDocument.$inferInsert;
export type InvoiceInsert = typeof invoice.$inferInsert;
export type MilestoneInsert = typeof dealMilestone.$inferInsert;
export type Milestone = MilestoneInsert["milestone"];
export type DamageReportInsert = typeof damageReport.$inferInsert;
export type DamageInsert = typeof damage.$inferInsert;
export type RepairOrderInsert = typeof repairOrder.$inferInsert;
export type MileagePackageInsert = typeof mileagePackageCatalogue.$inferInsert;
export type ProlongationPriceInsert = typeof prolongationPrice.$inferInsert;
export type InventoryVehicleInsert = typeof inventoryVehicle.$inferInsert;
export type PaymentMethodInsert = typeof paymentMethod.$inferInsert;
export type DriverLicenceUploadInsert = typeof driverLicenceUpload.$inferInsert;
export type AdditionalDriverInsert = typeof additionalDriver.$inferInsert;

export interface PostalAddress {
  street: string;
  housenumber: string;
  zip: string;
  city: string;
}

/** Customer fields the persona file does not carry. */
export type CustomerProfile = Pick<typeof customer.$inferInsert, "contactId" | "phone" | "mobilephone" | "companyId"> & {
  /**
   * Loyalty points from before the ledger (earlier subscriptions), credited once: they lift each persona
   * to the level it shows (Black books the comfort protection free, account.md §9); the level itself is
   * derived from the ledger, where paid invoices, the EV booking and referred friends add to them.
   */
  carriedOverPoints: number;
  /** An EV booking: 500 points once (account.md §9). */
  evBooking?: boolean;
  address: PostalAddress;
  /** account.md §3 is_deletion_requested: set for a persona who asked already. */
  deletionRequestedAt?: Date;
  /** account.md §3 Profile date_of_birth ("YYYY-MM-DD"); unset, the edit form asks for it (§5: editable while empty). */
  dateOfBirth?: string;
  /** account.md §3 Session user is_job_auto. */
  isJobAuto?: boolean;
};

export interface Referral {
  id: string;
  referrer: string;
  friendContactId: string;
  invitedAt: Date;
  subscribedAt: Date | null;
}

export interface Redemption {
  id: string;
  personaKey: string;
  rewardName: string;
  redeemedAt: Date;
}

export interface SeedData {
  companies: CompanyInsert[];
  /** The companies' contacts with their roles; a reseed removes the ones added since. */
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
  /** account.md §3 Payment method per deal; reset by a reseed. */
  paymentMethods: PaymentMethodInsert[];
  /** Licence scans and additional drivers; a reseed resets the seeded ones, the customers' own stay. */
  licenceUploads: DriverLicenceUploadInsert[];
  drivers: AdditionalDriverInsert[];
  /** Friends referred by a persona (subscribed ones are credited by the ledger's rule). */
  referrals: Referral[];
  /** Rewards redeemed before (a voucher still open). */
  redemptions: Redemption[];
}

/** What one persona (or a group of them) adds to the seed: its profiles and its rows, each table in its order. */
export type PersonaSeed = Partial<Omit<SeedData, "companies" | "addons" | "mileagePackages">>;
