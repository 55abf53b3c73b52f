import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { findCustomerCompany, findFleetManager } from "@/bff/business/company-service";
import { getDb } from "@/bff/db/client";
import type { BusinessPerson, Company } from "../types";

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
