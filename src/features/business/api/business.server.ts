import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { findCustomerCompany, findFleetManager } from "@/bff/business/company-service";
import { dealActorId } from "@/bff/business/company-access";
import { listCompanies, listCompanyContacts, listCompanyVehicles } from "@/bff/business/business-portal-service";
import { getDb } from "@/bff/db/client";
import type { BusinessPerson, Company, CompanyContact, CompanyMembership, CompanyVehicle } from "../types";

export interface BusinessDetails {
  company: Company | null;
  fleetManager: BusinessPerson | null;
}

/**
 * The business customer's company and the fleet manager its shared cars name; memoised per request.
 * `customerId` is the deal's contract holder on a company car's page (the page context's actor).
 */
export const getBusinessDetails = cache(
  timedLoader("data", async (customerId: string): Promise<BusinessDetails> => {
    const db = await getDb();
    const company = await findCustomerCompany(db, customerId);
    return { company, fleetManager: company ? await findFleetManager(db, company.id, customerId) : null };
  }),
);

/**
 * Whose deal the customer sees on a deal's pages: their own, or a company car their
 * business role allows (the contract holder's id, which the deal reads filter by); null: a 404.
 */
export const getDealActorId = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<string | null> => dealActorId(await getDb(), customerId, dealId)),
);

/** The signed-in customer's company membership (role and settings); null outside any company. */
export const getBusinessMembership = cache(
  timedLoader("data", async (customerId: string): Promise<CompanyMembership | null> => (await listCompanies(await getDb(), customerId))[0] ?? null),
);

/** The business portal's data for the signed-in customer: their company (the first) and its cars they may see. */
export const getBusinessPortal = cache(
  timedLoader("data", async (customerId: string): Promise<{ membership: CompanyMembership; vehicles: CompanyVehicle[] } | null> => {
    const membership = await getBusinessMembership(customerId);
    if (!membership) return null;
    return { membership, vehicles: (await listCompanyVehicles(await getDb(), customerId, membership.id)) ?? [] };
  }),
);

/** The company's contacts, for the roles that see them (null otherwise, or outside the company). */
export const getCompanyContacts = cache(
  timedLoader("data", async (customerId: string, companyId: string): Promise<CompanyContact[] | null> => {
    try {
      return await listCompanyContacts(await getDb(), customerId, companyId);
    } catch (error) {
      if (error instanceof Error && error.name === "NotPermittedError") return null;
      throw error;
    }
  }),
);
