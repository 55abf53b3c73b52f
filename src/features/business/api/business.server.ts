import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { findCustomerCompany, findFleetManager } from "@/bff/business/company-service";
import { dealActorId } from "@/bff/business/company-access";
import { listCompanies, listCompanyVehicles } from "@/bff/business/business-portal-service";
import { getDb } from "@/bff/db/client";
import type { BusinessPerson, Company, CompanyMembership, CompanyVehicle } from "../types";

export interface BusinessDetails {
  company: Company | null;
  fleetManager: BusinessPerson | null;
}

/** The signed-in business customer's company and its fleet manager; memoised per request. */
export const getBusinessDetails = cache(
  timedLoader("data", async (customerId: string): Promise<BusinessDetails> => {
    const db = await getDb();
    const company = await findCustomerCompany(db, customerId);
    return { company, fleetManager: company ? await findFleetManager(db, company.id) : null };
  }),
);

/**
 * Whose deal the customer sees on a deal's pages (issue 20): their own, or a company car their
 * business role allows (the contract holder's id, which the deal reads filter by); null: a 404.
 */
export const getDealActorId = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<string | null> => dealActorId(await getDb(), customerId, dealId)),
);

/** The business portal's data for the signed-in customer: their company (the first) and its cars they may see. */
export const getBusinessPortal = cache(
  timedLoader("data", async (customerId: string): Promise<{ membership: CompanyMembership; vehicles: CompanyVehicle[] } | null> => {
    const db = await getDb();
    const [membership] = await listCompanies(db, customerId);
    if (!membership) return null;
    return { membership, vehicles: (await listCompanyVehicles(db, customerId, membership.id)) ?? [] };
  }),
);
