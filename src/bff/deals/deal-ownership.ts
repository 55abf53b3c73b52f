import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { deal, dealMilestone, type DealRow } from "../db/schema";

/**
 * The deal with this id, if it belongs to this customer. Deal-scoped reads put it in the same
 * query as the read itself, so another customer's deal is indistinguishable from a missing one.
 */
export function ownedDeal(customerId: string, dealId: string) {
  return and(eq(deal.id, dealId), eq(deal.customerId, customerId));
}

/** Whether the deal exists and is the customer's: the dispatcher's check for every deal-scoped path. */
export async function dealBelongsTo(db: Db, customerId: string, dealId: string): Promise<boolean> {
  const [row] = await db.select({ id: deal.id }).from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  return row !== undefined;
}

export type Milestone = (typeof dealMilestone.$inferSelect)["milestone"];

/** The customer's deal with the milestones it has reached, in one query; null when it is not theirs. */
export async function ownedDealWithMilestones(
  db: Db,
  customerId: string,
  dealId: string,
): Promise<{ row: DealRow; reached: ReadonlySet<Milestone | null> } | null> {
  const rows = await db
    .select({ deal, milestone: dealMilestone.milestone })
    .from(deal)
    .leftJoin(dealMilestone, eq(dealMilestone.dealId, deal.id))
    .where(ownedDeal(customerId, dealId));
  const [first] = rows;
  return first ? { row: first.deal, reached: new Set(rows.map((r) => r.milestone)) } : null;
}
