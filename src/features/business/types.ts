import type { ProlongationLink } from "@/features/end-of-subscription/rules/prolongation-link";
import type { AvailableDate } from "@/features/appointments/rules/available-dates";
import type { CompoundLocation, ReturnTypeChoice } from "@/features/returns/rules/return-change";
/** B2B shapes of deals.md §3: company (name, address, invoiceAddress), driver, contact, address. */

export interface BusinessAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export interface Company {
  id: string;
  name: string;
  phone: string | null;
  address: BusinessAddress;
  /** Null when invoices go to the company address. */
  invoiceAddress: BusinessAddress | null;
}

/** A person a business customer deals with about a vehicle: its driver or the fleet manager. */
export interface BusinessPerson {
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

/** Business roles (account.md §1, deals.md §6). */
export const BUSINESS_ROLES = ["admin", "fleet_manager", "driver"] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/** The business settings of a company (account.md §2 Business portal, §9). */
export interface BusinessSettings {
  /** Shared return across subscriptions: how many a return may cover (§9: 999). */
  sharedReturnMaxSubscriptions: number;
  handover: boolean;
  mileageUpgrade: boolean;
  reportDamage: boolean;
  scheduleService: boolean;
  /** "A switch to show for finn_users": whether the business portal shows at all. */
  showForFinnUsers: boolean;
}

/** A company the signed-in customer belongs to, with their role in it (`GET companies`). */
export interface CompanyMembership extends Company {
  role: BusinessRole;
  /** The customer's own contact in the company. */
  contactId: string;
  settings: BusinessSettings;
}

/** A contact of a company (account.md §3 Business contact), as the contacts list shows it. */
export interface CompanyContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: BusinessRole;
  status: "active" | "invited";
}

/**
 * The answer to a role change: the contact, and the company cars they drove and no longer do (only a
 * driver drives a company car), so the admin is told rather than the assignment vanishing unseen.
 */
export interface ChangedCompanyContact extends CompanyContact {
  /** "Volkswagen ID.3 (K-FW 341E)", one per car. */
  unassignedCars: string[];
}

/** A company car with its deal, as the business portal lists it. */
export interface CompanyVehicle {
  dealId: string;
  state: string;
  type: string | null;
  car: { oem: string; model: string; trim: string | null; licensePlate: string | null; picture: string | null } | null;
  endDate: string | null;
  /** The monthly rate in EUR as the deal states it (gross); the portal shows it net of VAT. */
  amount: number;
  /** The assigned driver's contact; null for a shared vehicle. */
  driverContactId: string | null;
  /** deals.md §6: the driver, or the fleet manager of a shared vehicle. */
  contact: { name: string; email: string | null; phoneNumber: string | null; role: "driver" | "fleet_manager" } | null;
  /** How the deal relates to a prolongation, as the subscription list tells it (`prolongationLink`). */
  prolongation: ProlongationLink | null;
}

/** A company car as the shared return offers it: whether its return can be planned now, and what it costs. */
export interface SharedReturnVehicle {
  deal_id: string;
  /** The return window is open and the return not yet under way (deals.md §4). */
  plannable: boolean;
  /** The return already booked, if any (a shared return changes it). */
  return_type: ReturnTypeChoice | null;
  return_date: string | null;
  /** EUR net of VAT (deals.md §6): the return of this type. */
  return_fee: number;
  /** EUR net of VAT: what changing an already booked return to the chosen day costs (deals.md §9). */
  change_fee: number;
}

/** `GET companies/{companyId}/shared-return`: the company's cars and the days offered to every chosen one. */
export interface SharedReturnOptions {
  max_subscriptions: number;
  return_type: ReturnTypeChoice;
  vehicles: SharedReturnVehicle[];
  /** The days and slots offered to every chosen car (none chosen: none). */
  availabilities: AvailableDate[];
  /** Where a pickup collects the cars: the company's address. */
  pickup_address: BusinessAddress;
  /** Where a self return brings them: the depots, the nearest first. */
  compound_locations: CompoundLocation[];
  /** EUR net of VAT: the chosen cars' return and change fees together. */
  total_fee: number;
}

/** `POST companies/{companyId}/shared-return`: the booked cars and their common day. */
export interface SharedReturnBooking {
  deal_ids: string[];
  return_type: ReturnTypeChoice;
  preferred_return_date: string;
  total_fee: number;
}
