import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { deal, type DealRow } from "../db/schema";

type ChainFields = Pick<DealRow, "id" | "state" | "subscribedAs" | "subscribedTo" | "previousSubscriptionId" | "followupSubscriptionId">;

/** States of a contract that has not ended: what it says about the car still holds. */
const RUNNING_STATES: ReadonlySet<DealRow["state"]> = new Set(["CREATED", "SIGNED", "EXTERNALLY_VERIFIED", "ACTIVE"]);

/**
 * The contracts of one car that a prolongation links (deals.md §3: a prolongation continues a deal
 * with the same car, `subscribed_as` PROLONGATION on the follow-up, `subscribed_to` on the one it
 * continues), from `deals` of the same customer and car: the deal itself and those of its chain that
 * have not ended. Pure, so the rule reads without a database.
 */
export function runningContractsOfCar(deals: readonly ChainFields[], dealId: string): string[] {
  const byId = new Map(deals.map((row) => [row.id, row]));
  const start = byId.get(dealId);
  if (!start) return [];
  const chain = [start];
  for (let row = start; row.subscribedAs === "PROLONGATION" && row.previousSubscriptionId;) {
    const previous = byId.get(row.previousSubscriptionId);
    if (!previous || chain.includes(previous)) break;
    chain.push((row = previous));
  }
  for (let row = start; row.subscribedTo === "PROLONGATION" && row.followupSubscriptionId;) {
    const next = byId.get(row.followupSubscriptionId);
    if (!next || chain.includes(next)) break;
    chain.push((row = next));
  }
  return chain.filter((row) => row === start || RUNNING_STATES.has(row.state)).map((row) => row.id);
}

/** `runningContractsOfCar` for a deal in the database (empty when it does not exist). */
export async function findRunningContractsOfCar(db: Db, dealId: string): Promise<string[]> {
  const [target] = await db.select({ customerId: deal.customerId, carId: deal.carId }).from(deal).where(eq(deal.id, dealId)).limit(1);
  if (!target) return [];
  const sameCar = await db
    .select({
      id: deal.id,
      state: deal.state,
      subscribedAs: deal.subscribedAs,
      subscribedTo: deal.subscribedTo,
      previousSubscriptionId: deal.previousSubscriptionId,
      followupSubscriptionId: deal.followupSubscriptionId,
    })
    .from(deal)
    .where(and(eq(deal.customerId, target.customerId), target.carId === null ? eq(deal.id, dealId) : eq(deal.carId, target.carId)));
  return runningContractsOfCar(sameCar, dealId);
}
