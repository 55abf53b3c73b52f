import "server-only";
import { and, eq } from "drizzle-orm";
import { deal } from "../db/schema";

/**
 * The deal with this id, if it belongs to this customer. Deal-scoped reads put it in the same
 * query as the read itself, so another customer's deal is indistinguishable from a missing one.
 */
export function ownedDeal(customerId: string, dealId: string) {
  return and(eq(deal.id, dealId), eq(deal.customerId, customerId));
}
