import "server-only";
import { cache } from "react";
import { getDb } from "@/bff/db/client";
import { deletionRequestedAt } from "@/bff/account/deletion-service";
import { getCustomerDeals } from "@/features/deals/api/deals.server";
import type { Deal } from "@/features/deals/types";
import { timedLoader } from "@/lib/server-timing";
import { dealsPreventingAccountDeletion, deletionModalOf, isDeletionModalShown } from "../rules/account-deletion";

export interface AccountDeletionState {
  /** account.md §3 is_deletion_requested. */
  requested: boolean;
  /** When it was requested (ISO), null when not. */
  requestedAt: string | null;
  /** The deals that keep the account (account.md §4: a running subscription sends the customer to /contact). */
  preventing: Deal[];
}

/** What the account page, the confirm modal and /contact need to know about deleting this customer's account. */
export const getAccountDeletionState = cache(
  timedLoader("data", async (customerId: string): Promise<AccountDeletionState> => {
    const [requestedAt, deals] = await Promise.all([getDb().then((db) => deletionRequestedAt(db, customerId)), getCustomerDeals(customerId)]);
    const preventing = new Set(dealsPreventingAccountDeletion(deals));
    return {
      requested: requestedAt !== null,
      requestedAt: requestedAt?.toISOString() ?? null,
      preventing: deals.filter((deal) => preventing.has(deal.id)),
    };
  }),
);

/**
 * Whether a `?modalName=` modal of the account's may open for this viewer (`isDeletionModalShown`);
 * null for a modal that is not the account's.
 */
export async function accountModalMayOpen(name: string, customerId: string | null): Promise<boolean | null> {
  const modal = deletionModalOf(name);
  if (!modal) return null;
  const requested = customerId !== null && (await getAccountDeletionState(customerId)).requested;
  return isDeletionModalShown(modal, { signedIn: customerId !== null, requested });
}
