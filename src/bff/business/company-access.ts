import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { mayActOnVehicle } from "@/features/business/rules/business-roles";
import type { BusinessRole } from "@/features/business/types";
import type { Db } from "../db/client";
import { companyContact, customer, deal } from "../db/schema";

/** The signed-in customer's place in their company: read per request, so a role change holds at once. */
export interface CompanyMember {
  companyId: string;
  contactId: string;
  role: BusinessRole;
}

/** The customer's membership of this company (or of their company without an id); null when none. */
export async function findCompanyMember(db: Db, customerId: string, companyId?: string): Promise<CompanyMember | null> {
  const [row] = await db
    .select({ companyId: companyContact.companyId, contactId: companyContact.id, role: companyContact.role })
    .from(companyContact)
    .innerJoin(customer, and(eq(customer.id, companyContact.customerId), eq(customer.companyId, companyContact.companyId)))
    .where(and(eq(companyContact.customerId, customerId), companyId === undefined ? undefined : eq(companyContact.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * Whose deal the customer acts on (deals.md §6): their own, or a car of their company
 * their role lets them act on (every car for an admin and a fleet manager, a driver's assigned
 * car). Answers the deal owner's customer id, which the deal services filter by; null when the
 * customer may not act on the deal, or it does not exist (both a 404).
 */
export async function dealActorId(db: Db, customerId: string, dealId: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: deal.customerId, ownerCompanyId: customer.companyId, driverContactId: deal.driverContactId })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .where(eq(deal.id, dealId))
    .limit(1);
  if (!row) return null;
  if (row.ownerId === customerId) return customerId;
  if (row.ownerCompanyId === null) return null;
  const member = await findCompanyMember(db, customerId, row.ownerCompanyId);
  if (!member) return null;
  return mayActOnVehicle(member, { driverContactId: row.driverContactId }) ? row.ownerId : null;
}

/**
 * The company cars this customer may act on without holding their contracts (deals.md §6): every car
 * of their company for an admin and a fleet manager, the assigned car for a driver, by the rule
 * `dealActorId` lets them open its pages with. Their own contracts are not among them.
 */
export async function companyCarsActedOn(db: Db, customerId: string): Promise<{ dealId: string; ownerId: string }[]> {
  const member = await findCompanyMember(db, customerId);
  if (!member) return [];
  const cars = await db
    .select({ dealId: deal.id, ownerId: deal.customerId, driverContactId: deal.driverContactId })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .where(and(eq(customer.companyId, member.companyId), ne(deal.customerId, customerId)));
  return cars.filter((car) => mayActOnVehicle(member, car)).map(({ dealId, ownerId }) => ({ dealId, ownerId }));
}
