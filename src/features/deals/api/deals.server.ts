import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { getPreReturnAppraisalOffer } from "@/bff/returns/pre-return-appraisal-service";
import { getOrderStatus, getReturnStatus, listDeals, listDocuments, listCompanyCarsActedOn, listInvoices } from "@/bff/deals/deals-service";
import type { OrderStatusData, ReturnStatusData } from "../status-types";
import type { Deal, DealDocument, Invoice, PreReturnAppraisalOffer } from "../types";

/**
 * Server-side reads for pages: the same services the BFF routes use, called directly so a page
 * renders from one round trip to the database instead of an HTTP hop to itself. Memoised per
 * request, so several modules asking for the same data share one query.
 */
export const getCustomerDeals = cache(timedLoader("data", async (customerId: string): Promise<Deal[]> => listDeals(await getDb(), customerId)));

/**
 * The deals on the customer's list: their own and the company cars they drive (`listDealsActedOn`),
 * their own read once per request with `getCustomerDeals` (the header's viewer and a deal page share it).
 */
export const getListedDeals = cache(
  timedLoader("data", async (customerId: string): Promise<Deal[]> => {
    const [own, companyCars] = await Promise.all([getCustomerDeals(customerId), getDb().then((db) => listCompanyCarsActedOn(db, customerId))]);
    return [...own, ...companyCars];
  }),
);

/**
 * `null` when the deal does not exist or belongs to someone else: both are a 404. Taken from the
 * customer's list, which every signed-in page reads anyway (the header's account viewer): the
 * same statement and mapping as `findDeal`, one query fewer per rendered deal page.
 */
export const getCustomerDeal = cache(
  async (customerId: string, dealId: string): Promise<Deal | null> => (await getCustomerDeals(customerId)).find((deal) => deal.id === dealId) ?? null,
);

/** The deal's documents; `null` when the deal is not the customer's. */
export const getDealDocuments = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<DealDocument[] | null> => listDocuments(await getDb(), customerId, dealId)),
);

export const getCustomerInvoices = cache(
  timedLoader("data", async (customerId: string): Promise<Invoice[]> => listInvoices(await getDb(), customerId)),
);

export const getDealOrderStatus = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<OrderStatusData | null> =>
    getOrderStatus(await getDb(), customerId, dealId),
  ),
);

export const getDealReturnStatus = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<ReturnStatusData | null> =>
    getReturnStatus(await getDb(), customerId, dealId),
  ),
);

/** The pre-return appraisal offer and booking of the deal; null when it is not the customer's. */
export const getDealPreReturnAppraisal = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<PreReturnAppraisalOffer | null> =>
    getPreReturnAppraisalOffer(await getDb(), customerId, dealId),
  ),
);
