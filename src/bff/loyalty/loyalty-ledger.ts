// No `server-only` marker and relative imports: the seed (tsx, outside Next) credits through these too.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  EV_BOOKING_POINTS,
  invoiceCentiPoints,
  loyaltyLevelOf,
  referralCentiPoints,
  referralCreditCents,
  toCentiPoints,
} from "../../features/loyalty/rules/loyalty-rules";
import type { LoyaltyLevel } from "../../features/loyalty/types";
import type { Db } from "../db/create-db";
import { deal, invoice, loyaltyLedger, referral } from "../db/schema";

/**
 * The points ledger (account.md §4, §9): the one place that credits points and the one
 * place the level is derived from them (features/loyalty/rules `loyaltyLevelOf`). Every credit is
 * keyed by its source, so a repeated credit (a retried payment webhook, a re-run seed) adds nothing.
 */

export interface LedgerStanding {
  level: LoyaltyLevel | null;
  /** Points that can be spent (credits minus redemptions), in hundredths. */
  balanceCentiPoints: number;
  /** Points collected in all (credits only): they decide the level. */
  collectedCentiPoints: number;
}

/** The customer's standing, read in one query: sums of the ledger and whether a subscription exists. */
export async function ledgerStanding(db: Db, customerId: string): Promise<LedgerStanding> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${loyaltyLedger.centiPoints}), 0)`,
      collected: sql<string>`coalesce(sum(${loyaltyLedger.centiPoints}) filter (where ${loyaltyLedger.kind} <> 'redemption'), 0)`,
      subscribed: sql<boolean>`exists (select 1 from ${deal} where ${deal.customerId} = ${customerId} and ${deal.variant} = 'SUBSCRIPTION')`,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.customerId, customerId));
  const balance = Number(row?.balance ?? 0);
  const collected = Number(row?.collected ?? 0);
  return { level: loyaltyLevelOf(collected, row?.subscribed === true), balanceCentiPoints: balance, collectedCentiPoints: collected };
}

/**
 * The level's inputs as columns of another query (uncorrelated subqueries, computed once per
 * statement): a read that needs the level beside its own rows (the deals with Black's deductible
 * cap) gets it in the same round trip. `levelOfColumns` turns them into the level.
 */
export function levelColumns(customerId: string) {
  return {
    collectedCentiPoints: sql<string>`(select coalesce(sum(${loyaltyLedger.centiPoints}) filter (where ${loyaltyLedger.kind} <> 'redemption'), 0) from ${loyaltyLedger} where ${loyaltyLedger.customerId} = ${customerId})`,
    subscribed: sql<boolean>`exists (select 1 from ${deal} where ${deal.customerId} = ${customerId} and ${deal.variant} = 'SUBSCRIPTION')`,
  };
}

export function levelOfColumns(row: { collectedCentiPoints: string | number | null; subscribed: boolean | null }): LoyaltyLevel | null {
  return loyaltyLevelOf(Number(row.collectedCentiPoints ?? 0), row.subscribed === true);
}

/** The loyalty level (account.md §3 session user loyalty_level) for the rules that depend on it. */
export async function loyaltyLevelOfCustomer(db: Db, customerId: string): Promise<LoyaltyLevel | null> {
  return (await ledgerStanding(db, customerId)).level;
}

async function credit(
  db: Db,
  customerId: string,
  kind: "carried_over" | "invoice" | "referral" | "ev_booking",
  ref: string,
  centiPoints: number,
  at: Date,
) {
  if (centiPoints <= 0) return false;
  const inserted = await db
    .insert(loyaltyLedger)
    .values({ id: `ledger-${randomUUID()}`, customerId, kind, ref, centiPoints, createdAt: at })
    .onConflictDoNothing({ target: [loyaltyLedger.customerId, loyaltyLedger.kind, loyaltyLedger.ref] })
    .returning({ id: loyaltyLedger.id });
  return inserted.length === 1;
}

/** §9 "1 EUR monthly fee equals 1 point", credited once per paid invoice; an open invoice credits nothing yet. */
export async function creditPaidInvoice(db: Db, invoiceId: string, at: Date): Promise<boolean> {
  const [row] = await db.select().from(invoice).where(eq(invoice.id, invoiceId)).limit(1);
  if (!row || row.status !== "paid") return false;
  return credit(db, row.customerId, "invoice", row.id, invoiceCentiPoints(row.amountCents), at);
}

/** §9 "EV booking gives 500 points once": once per customer, whichever EV booking comes first. */
export async function creditEvBooking(db: Db, customerId: string, at: Date): Promise<boolean> {
  return credit(db, customerId, "ev_booking", "ev", toCentiPoints(EV_BOOKING_POINTS), at);
}

/** Points collected before the ledger (earlier subscriptions), once per customer. */
export async function creditCarriedOver(db: Db, customerId: string, points: number, at: Date): Promise<boolean> {
  return credit(db, customerId, "carried_over", "seed", toCentiPoints(points), at);
}

/**
 * A referred friend subscribed (§9 "Referral gives 1,000 points and 200 EUR credit each, up to 5
 * invited friends"): the referral gets the next number among the referrer's subscribed friends,
 * both credits (none beyond the fifth) and the referrer the points. Once: a second call finds the
 * friend subscribed already. Runs in the caller's transaction; the referrer's rows are locked so
 * two friends subscribing at once get two numbers.
 */
export async function recordReferredSubscription(db: Db, friendContactId: string, at: Date): Promise<boolean> {
  const [row] = await db.select().from(referral).where(eq(referral.friendContactId, friendContactId)).limit(1);
  if (!row || row.subscribedAt) return false;
  await db.select({ id: referral.id }).from(referral).where(eq(referral.referrerCustomerId, row.referrerCustomerId)).for("update");
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referral)
    .where(and(eq(referral.referrerCustomerId, row.referrerCustomerId), sql`${referral.subscribedAt} is not null`));
  const friendNumber = Number(count) + 1;
  await db
    .update(referral)
    .set({
      subscribedAt: at,
      friendNumber,
      referrerCreditCents: referralCreditCents(friendNumber),
      friendCreditCents: referralCreditCents(friendNumber),
    })
    .where(eq(referral.id, row.id));
  await credit(db, row.referrerCustomerId, "referral", row.id, referralCentiPoints(friendNumber), at);
  return true;
}
