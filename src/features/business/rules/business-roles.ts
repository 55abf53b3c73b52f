import type { BusinessRole, BusinessSettings } from "../types";

/**
 * What each business role may do (account.md §1, §6; deals.md §6): a driver sees and
 * acts on the vehicles assigned to them; a fleet manager and an admin see all of the company's
 * vehicles; only an admin manages contacts and roles. Assigning a driver to a vehicle is fleet
 * work: the fleet manager and the admin may (the spec names "actions to assign a driver" without a
 * role; reading chosen: the roles that see every vehicle). The shared return of several cars
 * (§2 Business portal settings) is fleet work too, for the same roles. The company's data (account.md
 * §2 "company (only for users with a business-mini deal …)") is kept by those who hold its contracts
 * and by the roles that see every company car, whose lists hold them (reading chosen: a driver's
 * assigned car does not make the company's address theirs to change).
 */
export const ROLE_PERMISSIONS = {
  admin: { seesAllVehicles: true, assignsDrivers: true, booksSharedReturn: true, seesContacts: true, managesContacts: true, keepsCompanyData: true },
  fleet_manager: {
    seesAllVehicles: true,
    assignsDrivers: true,
    booksSharedReturn: true,
    seesContacts: true,
    managesContacts: false,
    keepsCompanyData: true,
  },
  driver: {
    seesAllVehicles: false,
    assignsDrivers: false,
    booksSharedReturn: false,
    seesContacts: false,
    managesContacts: false,
    keepsCompanyData: false,
  },
} as const satisfies Record<BusinessRole, Record<string, boolean>>;

export type BusinessPermission = keyof (typeof ROLE_PERMISSIONS)["admin"];

export function mayDo(role: BusinessRole | null, permission: BusinessPermission): boolean {
  return role !== null && ROLE_PERMISSIONS[role][permission];
}

/** Whether a member of the company may see and act on this company car. */
export function mayActOnVehicle(
  viewer: { role: BusinessRole | null; contactId: string | null },
  vehicle: { driverContactId: string | null },
): boolean {
  if (viewer.role === null) return false;
  if (ROLE_PERMISSIONS[viewer.role].seesAllVehicles) return true;
  return viewer.contactId !== null && vehicle.driverContactId === viewer.contactId;
}

/**
 * What the business portal's pages (details, contacts) say instead of their content, one rule for
 * both: a private customer (or no customer) hears that the portal is for business customers, in
 * the private wording (account.md §6: 'Sie' only in business); a business customer whose company
 * does not show the portal (no company, or 'show for finn_users' off, §2) that it is not available
 * for the company. Null: the portal is shown.
 */
export type BusinessPortalNotice = "notBusiness" | "notAvailable";

export function businessPortalNotice(
  viewer: { audience: "b2c" | "b2b" } | null | undefined,
  settings: Pick<BusinessSettings, "showForFinnUsers"> | null | undefined,
): BusinessPortalNotice | null {
  if (!viewer || viewer.audience !== "b2b") return "notBusiness";
  return settings?.showForFinnUsers ? null : "notAvailable";
}

/** The business portal's flows, each behind a company setting (account.md §2 Business portal). */
export type BusinessFlow = "handover" | "mileageUpgrade" | "reportDamage" | "scheduleService";

export function businessFlowEnabled(settings: BusinessSettings, flow: BusinessFlow): boolean {
  return settings.showForFinnUsers && settings[flow];
}

/** Whether a customer with these company settings may use the flow: always without a company. */
export function flowOfferedBy(settings: BusinessSettings | null | undefined, flow: BusinessFlow): boolean {
  return !settings || businessFlowEnabled(settings, flow);
}

/** account.md §9: a shared return may cover up to 999 subscriptions. */
export const SHARED_RETURN_MAX_SUBSCRIPTIONS = 999;

/** Whether a shared return of this many subscriptions is within the company's setting. */
export function sharedReturnAllowed(settings: BusinessSettings, subscriptions: number): boolean {
  return subscriptions >= 1 && subscriptions <= settings.sharedReturnMaxSubscriptions;
}

/**
 * Whether the shared return names its limit: only when it limits this company,
 * i.e. it is below the number of cars offered. The setting's technical maximum (999, account.md
 * §9) is no sentence for a customer with three cars.
 */
export function sharedReturnLimitShown(maxSubscriptions: number, carsOffered: number): boolean {
  return maxSubscriptions < carsOffered;
}

/** Whether the company offers the shared return at all: the portal is shown and the setting allows two cars or more. */
export function sharedReturnOffered(settings: BusinessSettings): boolean {
  return settings.showForFinnUsers && settings.sharedReturnMaxSubscriptions >= 2;
}

/**
 * Whether a page offers the flow to this viewer: private customers and business customers of a
 * company without settings always; otherwise as the company's switches say.
 */
export function businessFlowOffered(context: { audience: "b2c" | "b2b"; businessSettings?: BusinessSettings | null }, flow: BusinessFlow): boolean {
  return context.audience !== "b2b" || flowOfferedBy(context.businessSettings, flow);
}
