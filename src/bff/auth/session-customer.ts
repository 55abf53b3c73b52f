import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customer, user } from "../db/schema";
import type { SessionStorage } from "./session-storage";
import { andThen, type MaybePromise } from "@/lib/maybe-promise";
import { markDataChanged } from "@/lib/private-cache/data-changes.server";
import { userTag } from "@/lib/private-cache/data-tags";

/** The signed-in customer as pages and BFF handlers see it. */
export interface SessionCustomer {
  userId: string;
  customerId: string;
  contactId: string;
  email: string;
  /** account.md §3 Session user email_verified: unverified customers' menu entries ask to verify (§4). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  audience: "b2c" | "b2b";
  /** Business role (deals.md §6); null for private customers. */
  role: "admin" | "driver" | "fleet_manager" | null;
  /** account.md §3 Session user is_job_auto: `mode=jobauto` lets only these customers in (§4). */
  isJobAuto?: boolean;
  /** When the session began and ends (ISO), for what depends on the token's lifetime. */
  session?: { createdAt: string; expiresAt: string };
}

/** A user without a customer record (not seeded, not provisioned) is not a customer: null. */
export async function findSessionCustomer(db: Db, userId: string): Promise<SessionCustomer | null> {
  const [row] = await db
    .select({
      userId: user.id,
      customerId: customer.id,
      contactId: customer.contactId,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: customer.firstname,
      lastName: customer.lastname,
      audience: customer.audience,
      role: customer.role,
      isJobAuto: customer.isJobAuto,
    })
    .from(customer)
    .innerJoin(user, eq(user.id, customer.userId))
    .where(eq(customer.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * How long a cached customer may lag behind the database if an invalidation is missed (a write
 * that forgot to call `forgetSessionCustomer`, or a read that raced it): the backstop, not the rule.
 */
export const SESSION_CUSTOMER_CACHE_SECONDS = 60;

const cacheKey = (userId: string) => `customer:${userId}`;

/**
 * `findSessionCustomer` through the session storage (Redis, or this process's store), so a
 * request with a known session reads no database for it. Whatever changes a field of
 * `SessionCustomer` (name, email, its verification, audience, role) must call
 * `forgetSessionCustomer` after its transaction commits (BFF handlers: `context.sessions.customerChanged`).
 */
export async function cachedSessionCustomer(storage: SessionStorage, db: Db, userId: string): Promise<SessionCustomer | null> {
  return cachedSessionCustomerNow(storage, db, userId);
}

/** `cachedSessionCustomer`, answered at once when the storage answers at once and holds the customer (`liveSessionNow`). */
export function cachedSessionCustomerNow(storage: SessionStorage, db: Db, userId: string): MaybePromise<SessionCustomer | null> {
  return andThen(storage.get(cacheKey(userId)), (cached) =>
    typeof cached === "string" ? (JSON.parse(cached) as SessionCustomer) : readAndCache(storage, db, userId),
  );
}

async function readAndCache(storage: SessionStorage, db: Db, userId: string): Promise<SessionCustomer | null> {
  const found = await findSessionCustomer(db, userId);
  // A user who is not a customer is not cached: provisioning one must take effect at once.
  // A cache that cannot be written (Redis unreachable) costs the next read a query, never this one.
  if (found) await Promise.resolve(storage.set(cacheKey(userId), JSON.stringify(found), SESSION_CUSTOMER_CACHE_SECONDS)).catch(() => {});
  return found;
}

/**
 * Drops the cached customer, on every instance when the storage is Redis, and outdates the copies
 * of their pages the private cache keeps (they show the name, the email's verification, the role).
 */
export async function forgetSessionCustomer(storage: SessionStorage, userId: string): Promise<void> {
  await storage.delete(cacheKey(userId));
  await markDataChanged([userTag(userId)]);
}
