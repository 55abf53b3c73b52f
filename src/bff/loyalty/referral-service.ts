import "server-only";
import { createHash } from "node:crypto";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { fromCentiPoints } from "@/features/loyalty/rules/loyalty-rules";
import { REFERRAL_VOUCHER, referralLinkOf } from "@/features/loyalty/rules/referral-rules";
import type { ReferralLink } from "@/features/loyalty/types";
import { portalOrigin } from "@/lib/env";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import { customer, deal, loyaltyLedger, referral } from "../db/schema";
import { ConflictError } from "../domain-errors";

/**
 * The referral programme (account.md §2 Referral page, §3 Referral voucher, §9): each customer
 * has one code, derived from the customer id (a read writes nothing), which a friend books with;
 * the link to share carries it. Once a friend subscribes both get 200 EUR credit and the referrer
 * 1,000 points, for up to 5 friends (`recordReferredSubscription` in loyalty-ledger.ts).
 */

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The customer's referral code: stable, 8 characters without look-alikes. */
export function referralCodeOf(customerId: string): string {
  const digest = createHash("sha256").update(`referral:${customerId}`).digest();
  return `FREUND-${[...digest.subarray(0, 8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("")}`;
}

/**
 * GET {voucher api}/referral_link/{email}: only for the signed-in customer's own email (another's
 * is a 404). Without a booking there is no voucher to share yet: 409 `referral_needs_booking`
 * (account.md §8 "ensure a booking exists").
 */
export async function getReferralLink(db: Db, viewer: SessionCustomer, email: string): Promise<ReferralLink | null> {
  if (email.trim().toLowerCase() !== viewer.email.toLowerCase()) return null;
  const [booking] = await db
    .select({ id: deal.id })
    .from(deal)
    .where(and(eq(deal.customerId, viewer.customerId), eq(deal.variant, "SUBSCRIPTION")))
    .limit(1);
  if (!booking) throw new ConflictError("referral_needs_booking", "A referral voucher needs a booking first.");
  const code = referralCodeOf(viewer.customerId);
  const friends = await db
    .select({ referral, points: loyaltyLedger.centiPoints })
    .from(referral)
    .leftJoin(
      loyaltyLedger,
      and(eq(loyaltyLedger.customerId, referral.referrerCustomerId), eq(loyaltyLedger.kind, "referral"), eq(loyaltyLedger.ref, referral.id)),
    )
    .where(eq(referral.referrerCustomerId, viewer.customerId))
    .orderBy(asc(referral.createdAt), asc(referral.id));
  return {
    link: referralLinkOf(portalOrigin(), code),
    voucher: { code, is_valid: true, ...REFERRAL_VOUCHER },
    friends: friends.map(({ referral: row, points }, index) => ({
      id: `friend-${index + 1}`,
      subscribed: row.subscribedAt !== null,
      credit: row.referrerCreditCents / 100,
      points: fromCentiPoints(points ?? 0),
    })),
  };
}

/**
 * The customer a shared code belongs to: one with a booking (only they get a link to share,
 * `getReferralLink`). The code is derived, not stored, so the database derives it the same way
 * (`referralCodeOf`: sha-256 of "referral:{id}", 8 bytes into the alphabet) for the customers
 * with a booking; null for an unknown code.
 */
export async function referrerOfCode(db: Db, code: string): Promise<string | null> {
  const derived = sql`'FREUND-' || (select string_agg(substr(${CODE_ALPHABET}, get_byte(sha256(convert_to('referral:' || ${customer.id}, 'UTF8')), i) % ${CODE_ALPHABET.length} + 1, 1), '' order by i) from generate_series(0, 7) as i)`;
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        sql`exists (select 1 from ${deal} where ${deal.customerId} = ${customer.id} and ${deal.variant} = 'SUBSCRIPTION')`,
        sql`${derived} = ${code}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * A friend registered from a shared link: the referral is recorded for the
 * referrer, not subscribed yet; the credits of account.md §9 follow once the friend subscribes
 * (`recordReferredSubscription`). An unknown code or a second record for the friend changes
 * nothing: the registration itself never fails on it. True when recorded.
 */
export async function recordReferralSignUp(db: Db, friendUserId: string, code: string): Promise<boolean> {
  const referrer = await referrerOfCode(db, code);
  if (!referrer) return false;
  const [friend] = await db
    .select({ id: customer.id, contactId: customer.contactId })
    .from(customer)
    .where(eq(customer.userId, friendUserId))
    .limit(1);
  if (!friend || friend.id === referrer) return false;
  const inserted = await db
    .insert(referral)
    .values({ id: `referral-${randomUUID()}`, referrerCustomerId: referrer, friendContactId: friend.contactId })
    .onConflictDoNothing({ target: referral.friendContactId })
    .returning({ id: referral.id });
  return inserted.length > 0;
}
