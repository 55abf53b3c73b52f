import { asc, desc } from "drizzle-orm";
import { deal } from "../db/schema";

/**
 * The one order of a customer's deals wherever they are listed (the list /mycars, the business
 * portal's vehicles): the newest contract first. The portal listed the oldest first, so after a
 * prolongation the two pages named the car's contracts in opposite orders (review I).
 */
export function dealListOrder() {
  return [desc(deal.createdAt), asc(deal.id)] as const;
}
