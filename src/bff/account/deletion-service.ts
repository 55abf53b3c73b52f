import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { dealsPreventingAccountDeletion } from "@/features/account/rules/account-deletion";
import type { DeletionRequest } from "@/features/account/types";
import type { Dayjs } from "@/lib/clock";
import type { SessionControl } from "../auth/auth";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import { customer, deal, session } from "../db/schema";
import { ConflictError } from "../domain-errors";

/**
 * POST /deletion-request (account.md §4, §7): refused while a subscription runs (the answer lists
 * `dealsPreventingAccountDeletion`, and the portal sends the customer to /contact); otherwise the
 * request is stored, the account is deleted within 48 hours by the back office, and every session
 * of the customer ends at once ("account deletion ends the session"): the rows in the
 * request's transaction, then the sessions in the session storage on every instance,
 * since requests read them there and not from the database. Asking again answers the first
 * request: the portal then shows the "already requested" modal.
 */
export async function requestAccountDeletion(db: Db, who: SessionCustomer, now: Dayjs, sessions: SessionControl): Promise<DeletionRequest> {
  const deals = await db.select({ id: deal.id, state: deal.state, variant: deal.variant }).from(deal).where(eq(deal.customerId, who.customerId));
  const preventing = dealsPreventingAccountDeletion(deals);
  if (preventing.length > 0) {
    throw new ConflictError("account_has_running_subscription", "An account with a running subscription cannot be deleted; contact support", {
      dealsPreventingAccountDeletion: preventing,
    });
  }
  const request = await db.transaction(async (tx): Promise<DeletionRequest> => {
    await tx
      .update(customer)
      .set({ deletionRequestedAt: now.toDate() })
      .where(and(eq(customer.id, who.customerId), isNull(customer.deletionRequestedAt)));
    const [row] = await tx.select({ requestedAt: customer.deletionRequestedAt }).from(customer).where(eq(customer.id, who.customerId));
    await tx.delete(session).where(eq(session.userId, who.userId));
    return { is_deletion_requested: true, deletion_requested_at: (row?.requestedAt ?? now.toDate()).toISOString() };
  });
  await sessions.endAll(who.userId);
  return request;
}

/** account.md §2, §3 is_deletion_requested: whether the customer asked already (the account page then opens the "already requested" modal). */
export async function isDeletionRequested(db: Db, customerId: string): Promise<boolean> {
  return (await deletionRequestedAt(db, customerId)) !== null;
}

/** When the customer asked for the deletion (null: not asked), which the account page names while it is pending. */
export async function deletionRequestedAt(db: Db, customerId: string): Promise<Date | null> {
  const [row] = await db.select({ requestedAt: customer.deletionRequestedAt }).from(customer).where(eq(customer.id, customerId)).limit(1);
  return row?.requestedAt ?? null;
}
