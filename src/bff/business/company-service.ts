import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { BusinessAddress, BusinessPerson, Company } from "@/features/business/types";
import type { Db } from "../db/client";
import { company, customer, user, type CompanyRow } from "../db/schema";

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

/** The company's fleet manager: the contact of its shared vehicles (deals.md §6). */
export async function findFleetManager(db: Db, companyId: string): Promise<BusinessPerson | null> {
  const [row] = await db
    .select({ firstname: customer.firstname, lastname: customer.lastname, phone: customer.phone, email: user.email })
    .from(customer)
    .innerJoin(user, eq(user.id, customer.userId))
    .where(and(eq(customer.companyId, companyId), eq(customer.role, "fleet_manager")))
    .orderBy(asc(customer.lastname), asc(customer.id))
    .limit(1);
  return row ? { name: `${row.firstname} ${row.lastname}`, email: row.email, phoneNumber: row.phone } : null;
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
