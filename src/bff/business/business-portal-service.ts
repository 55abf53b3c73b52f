import "server-only";
import { prolongationLink } from "@/features/end-of-subscription/rules/prolongation-link";
import { randomUUID } from "node:crypto";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { mayActOnVehicle, mayDo, type BusinessPermission } from "@/features/business/rules/business-roles";
import { fleetManagerOf, vehicleContact } from "@/features/business/rules/vehicle-contact";
import { carWithPlate } from "@/features/deals/car-name";
import type { BusinessPerson, BusinessRole, BusinessSettings, CompanyContact, CompanyMembership, CompanyVehicle } from "@/features/business/types";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { car, company, companyContact, customer, deal, type CompanyRow } from "../db/schema";
import { ConflictError, NotPermittedError } from "../domain-errors";
import { findRunningContractsOfCar } from "../deals/car-contracts";
import { dealListOrder } from "../deals/deal-order";
import { findCompanyMember, type CompanyMember } from "./company-access";
import { findCompanyFleetManagers, toCompany } from "./company-service";

/**
 * The business portal (account.md §2 Business portal, §3, §5 Business, §6; deals.md §6).
 * Every call names the company; a customer who is not its member gets null (a 404, the same as a
 * company that does not exist); a member whose role does not allow the call gets NotPermittedError
 * (403). The role is read from the company's contacts in the same request, so a change holds at once.
 */

export async function memberWith(
  db: Db,
  customerId: string,
  companyId: string,
  permission: BusinessPermission | null,
): Promise<CompanyMember | null> {
  const member = await findCompanyMember(db, customerId, companyId);
  if (!member) return null;
  if (permission !== null && !mayDo(member.role, permission)) {
    throw new NotPermittedError("role_not_permitted", `The role ${member.role} may not do this (${permission}).`);
  }
  return member;
}

export async function listCompanies(db: Db, customerId: string): Promise<CompanyMembership[]> {
  const rows = await db
    .select({ company, contactId: companyContact.id, role: companyContact.role })
    .from(companyContact)
    .innerJoin(company, eq(company.id, companyContact.companyId))
    .innerJoin(customer, and(eq(customer.id, companyContact.customerId), eq(customer.companyId, company.id)))
    .where(eq(companyContact.customerId, customerId))
    .orderBy(asc(company.name));
  return rows.map((row) => ({ ...toCompany(row.company), role: row.role, contactId: row.contactId, settings: settingsOf(row.company) }));
}

/** The customer's company settings (account.md §2 Business portal); null outside any company. */
export async function companySettingsOf(db: Db, customerId: string): Promise<BusinessSettings | null> {
  return (await listCompanies(db, customerId))[0]?.settings ?? null;
}

export function settingsOf(row: CompanyRow): CompanyMembership["settings"] {
  return {
    sharedReturnMaxSubscriptions: row.sharedReturnMaxSubscriptions,
    handover: row.handoverEnabled,
    mileageUpgrade: row.mileageUpgradeEnabled,
    reportDamage: row.reportDamageEnabled,
    scheduleService: row.scheduleServiceEnabled,
    showForFinnUsers: row.showForFinnUsers,
  };
}

/** The company's cars with their deals: all of them for an admin and a fleet manager, a driver's own for a driver. */
export async function listCompanyVehicles(db: Db, customerId: string, companyId: string): Promise<CompanyVehicle[] | null> {
  const member = await memberWith(db, customerId, companyId, null);
  if (!member) return null;
  const rows = await db
    .select({ deal, car, driver: companyContact })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .leftJoin(car, eq(car.id, deal.carId))
    .leftJoin(companyContact, eq(companyContact.id, deal.driverContactId))
    .where(eq(customer.companyId, companyId))
    .orderBy(...dealListOrder());
  const fleetManagers = await findCompanyFleetManagers(db, companyId);
  return rows
    .filter((row) => mayActOnVehicle(member, { driverContactId: row.deal.driverContactId }))
    .map((row) => {
      const driver: BusinessPerson | null = row.driver
        ? { name: `${row.driver.firstname} ${row.driver.lastname}`, email: row.driver.email, phoneNumber: row.driver.phone }
        : null;
      const contact = vehicleContact({ driver }, fleetManagerOf(fleetManagers, row.deal.customerId));
      return {
        dealId: row.deal.id,
        state: row.deal.state,
        type: row.deal.type,
        car: row.car
          ? { oem: row.car.oem, model: row.car.model, trim: row.car.trim, licensePlate: row.car.licensePlate, picture: row.car.picture }
          : null,
        endDate: row.deal.endDate,
        amount: row.deal.amountCents / 100,
        driverContactId: row.deal.driverContactId,
        contact: contact ? { ...contact.person, role: contact.role } : null,
        prolongation: prolongationLink({
          state: row.deal.state,
          subscribed_as: row.deal.subscribedAs,
          subscribed_to: row.deal.subscribedTo,
          followup_subscription_id: row.deal.followupSubscriptionId,
          minimum_commitment_end_date: row.deal.minimumCommitmentEndDate,
          planned_delivery_date: row.deal.plannedDeliveryDate,
        }),
      };
    });
}

/** The contacts list (account.md §2): name, status, role, phone number; `search` matches name, email or phone. */
export async function listCompanyContacts(db: Db, customerId: string, companyId: string, search = ""): Promise<CompanyContact[] | null> {
  const member = await memberWith(db, customerId, companyId, "seesContacts");
  if (!member) return null;
  const term = search.trim();
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select()
    .from(companyContact)
    .where(
      and(
        eq(companyContact.companyId, companyId),
        term === ""
          ? undefined
          : or(
              ilike(sql`${companyContact.firstname} || ' ' || ${companyContact.lastname}`, pattern),
              ilike(companyContact.email, pattern),
              ilike(companyContact.phone, pattern),
            ),
      ),
    )
    .orderBy(asc(companyContact.lastname), asc(companyContact.firstname), asc(companyContact.id));
  return rows.map(toCompanyContact);
}

export interface NewCompanyContact {
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  role?: BusinessRole | undefined;
}

/** Only an admin creates contacts (account.md §6); one email once per company (409). */
export async function createCompanyContact(
  db: Db,
  customerId: string,
  companyId: string,
  input: NewCompanyContact,
  now: Dayjs,
): Promise<CompanyContact | null> {
  const member = await memberWith(db, customerId, companyId, "managesContacts");
  if (!member) return null;
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: companyContact.id })
    .from(companyContact)
    .where(and(eq(companyContact.companyId, companyId), eq(companyContact.email, email)))
    .limit(1);
  if (existing) throw new ConflictError("contact_already_exists", "The company has a contact with this email.");
  const [row] = await db
    .insert(companyContact)
    .values({
      id: `contact-${randomUUID()}`,
      companyId,
      customerId: null,
      firstname: input.firstName.trim(),
      lastname: input.lastName.trim(),
      email,
      phone: input.phoneNumber.trim(),
      role: input.role ?? "driver",
      status: "invited",
      createdAt: now.toDate(),
      updatedAt: now.toDate(),
    })
    .returning();
  return toCompanyContact(row!);
}

/**
 * Only an admin changes roles. An admin's own role is not changed here: a company would otherwise
 * lose its last admin with one click. A contact with a portal account gets the role on its
 * customer too; `onRoleChanged` drops that customer's cached session data after the commit.
 */
export async function changeContactRole(
  db: Db,
  customerId: string,
  companyId: string,
  contactId: string,
  role: BusinessRole,
  now: Dayjs,
): Promise<{ contact: CompanyContact; changedCustomerUserId: string | null; unassignedCars: string[] } | null> {
  const member = await memberWith(db, customerId, companyId, "managesContacts");
  if (!member) return null;
  if (member.contactId === contactId) throw new ConflictError("own_role_not_changeable", "An admin does not change their own role.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyContact)
      .set({ role, updatedAt: now.toDate() })
      .where(and(eq(companyContact.id, contactId), eq(companyContact.companyId, companyId)))
      .returning();
    if (!row) return null;
    let changedCustomerUserId: string | null = null;
    if (row.customerId) {
      const [changed] = await tx
        .update(customer)
        .set({ role, updatedAt: now.toDate() })
        .where(eq(customer.id, row.customerId))
        .returning({ userId: customer.userId });
      changedCustomerUserId = changed?.userId ?? null;
    }
    // A contact who is no driver any more drives no company car either.
    const unassignedCars = role === "driver" ? [] : await unassignContact(tx, contactId);
    return { contact: toCompanyContact(row), changedCustomerUserId, unassignedCars };
  });
}

/** Takes the contact off every car they drive; the cars, as the portal names them. */
async function unassignContact(db: Db, contactId: string): Promise<string[]> {
  const driven = await db
    .select({ dealId: deal.id, oem: car.oem, model: car.model, licensePlate: car.licensePlate })
    .from(deal)
    .leftJoin(car, eq(car.id, deal.carId))
    .where(eq(deal.driverContactId, contactId))
    .orderBy(asc(deal.id));
  if (driven.length === 0) return [];
  await db
    .update(deal)
    .set({ driverContactId: null, driverFirstname: null, driverLastname: null, driverEmail: null, driverPhoneNumber: null })
    .where(eq(deal.driverContactId, contactId));
  return driven.map((vehicle) => carWithPlate(vehicle) ?? vehicle.dealId);
}

/**
 * Assigns a driver of the company to a company car (deals.md §6 "Actions exist to assign a
 * driver"); null as the contact makes the car shared again (its contact is then the fleet manager).
 * A driver drives the car, not one contract of it: the car's running contracts a prolongation links
 * change together (the portal listed the prolonged car twice, each contract with its own driver).
 */
export async function setVehicleDriver(
  db: Db,
  customerId: string,
  companyId: string,
  dealId: string,
  contactId: string | null,
  now: Dayjs,
): Promise<CompanyVehicle | null> {
  const member = await memberWith(db, customerId, companyId, "assignsDrivers");
  if (!member) return null;
  const [target] = await db
    .select({ id: deal.id })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .where(and(eq(deal.id, dealId), eq(customer.companyId, companyId)))
    .limit(1);
  if (!target) return null;
  let assigned: Pick<typeof deal.$inferInsert, "driverContactId" | "driverFirstname" | "driverLastname" | "driverEmail" | "driverPhoneNumber">;
  if (contactId === null) {
    assigned = { driverContactId: null, driverFirstname: null, driverLastname: null, driverEmail: null, driverPhoneNumber: null };
  } else {
    const [driver] = await db
      .select()
      .from(companyContact)
      .where(and(eq(companyContact.id, contactId), eq(companyContact.companyId, companyId)))
      .limit(1);
    if (!driver) throw new ConflictError("driver_not_assignable", "No contact of this company has this id.");
    if (driver.role !== "driver") throw new ConflictError("driver_not_assignable", "Only a contact with the role driver drives a company car.");
    assigned = {
      driverContactId: driver.id,
      driverFirstname: driver.firstname,
      driverLastname: driver.lastname,
      driverEmail: driver.email,
      driverPhoneNumber: driver.phone,
    };
  }
  await db.transaction(async (tx) => {
    const contracts = await findRunningContractsOfCar(tx, dealId);
    await tx
      .update(deal)
      .set({ ...assigned, updatedAt: now.toDate() })
      .where(inArray(deal.id, contracts));
  });
  const vehicles = await listCompanyVehicles(db, customerId, companyId);
  return vehicles?.find((vehicle) => vehicle.dealId === dealId) ?? null;
}

function toCompanyContact(row: typeof companyContact.$inferSelect): CompanyContact {
  return {
    id: row.id,
    firstName: row.firstname,
    lastName: row.lastname,
    email: row.email,
    phoneNumber: row.phone,
    role: row.role,
    status: row.status,
  };
}
