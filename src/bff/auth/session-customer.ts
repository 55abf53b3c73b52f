import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { customer, user } from "../db/schema";

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
    })
    .from(customer)
    .innerJoin(user, eq(user.id, customer.userId))
    .where(eq(customer.userId, userId))
    .limit(1);
  return row ?? null;
}
