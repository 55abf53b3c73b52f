import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { BusinessAddress, BusinessPerson, Company } from "@/features/business/types";
import type { Db } from "../db/client";
import { fleetManagerOf, type FleetManager } from "@/features/business/rules/vehicle-contact";
import { company, companyContact, customer, type CompanyRow } from "../db/schema";

/**
 * Reads of a business customer's company (deals.md §3 "B2B"). A customer sees only the company
 * they belong to: any other id is indistinguishable from one that does not exist (null).
 */

export async function findCustomerCompany(db: Db, customerId: string, companyId?: string): Promise<Company | null> {
  const [row] = await db
    .select({ company })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, customerId), companyId === undefined ? undefined : eq(company.id, companyId)))
    .limit(1);
  return row ? toCompany(row.company) : null;
}

/** The company's fleet managers, by name: the contacts a shared vehicle may name (deals.md §6). */
export async function findCompanyFleetManagers(db: Db, companyId: string): Promise<FleetManager[]> {
  const rows = await db
    .select()
    .from(companyContact)
    .where(and(eq(companyContact.companyId, companyId), eq(companyContact.role, "fleet_manager")))
    .orderBy(asc(companyContact.lastname), asc(companyContact.id));
  return rows.map((row) => ({ name: `${row.firstname} ${row.lastname}`, email: row.email, phoneNumber: row.phone, customerId: row.customerId }));
}

/** The fleet manager a shared vehicle of the contract holder names (deals.md §6; the rule: `fleetManagerOf`). */
export async function findFleetManager(db: Db, companyId: string, holderId: string): Promise<BusinessPerson | null> {
  return fleetManagerOf(await findCompanyFleetManagers(db, companyId), holderId);
}

export function toCompany(row: CompanyRow): Company {
  const invoiceAddress: BusinessAddress | null =
    row.invoiceStreet && row.invoiceHouseNumber && row.invoiceZip && row.invoiceCity
      ? { street: row.invoiceStreet, houseNumber: row.invoiceHouseNumber, postalCode: row.invoiceZip, city: row.invoiceCity }
      : null;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: { street: row.street, houseNumber: row.houseNumber, postalCode: row.zip, city: row.city },
    invoiceAddress,
  };
}
