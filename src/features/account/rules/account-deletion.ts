import type { Deal, DealState } from "@/features/deals/types";
import { ACCOUNT_DELETION_MODALS } from "../account-deletion-modals";

export type AccountDeletionModal = keyof typeof ACCOUNT_DELETION_MODALS;

/**
 * account.md §4 and §6: "Customers with active subscriptions cannot self-delete the account and
 * are sent to contact support." Read as every subscription not finished or aborted: a running car,
 * and an ordered one still on its way, are both a contract to settle first. A lead (variant LEAD, a
 * checkout not finished) is no subscription yet and keeps nobody's account.
 */
const FINISHED: ReadonlySet<DealState> = new Set(["INACTIVE", "ENDED", "STOPPED", "CANCELED"]);

export function dealsPreventingAccountDeletion(deals: readonly Pick<Deal, "id" | "state" | "variant">[]): string[] {
  return deals.filter((deal) => deal.variant !== "LEAD" && !FINISHED.has(deal.state)).map((deal) => deal.id);
}

export type DeletionRequestOutcome = "requested" | "blocked" | "failed";

/**
 * What the portal does with the answer to POST /deletion-request (deals.md §4 "status 200 with data
 * opens the success modal, anything else the error modal"): a refusal naming running deals (the
 * BFF's 409, when the page's view of the deals was stale) sends the customer to /contact as well.
 */
export function deletionRequestOutcome(answer: { status: number; data: unknown }): DeletionRequestOutcome {
  // An empty object is no data: the request's record is what the success modal reports.
  if (answer.status === 200 && isRecordWithFields(answer.data)) return "requested";
  const code = typeof answer.data === "object" && answer.data !== null ? (answer.data as { code?: unknown }).code : undefined;
  if (answer.status === 409 && code === "account_has_running_subscription") return "blocked";
  return "failed";
}

function isRecordWithFields(data: unknown): boolean {
  return typeof data === "object" && data !== null && !Array.isArray(data) && Object.keys(data).length > 0;
}

/**
 * Whether a deletion modal opens by `?modalName=` for this viewer (account.md §2 "If deletion was
 * already requested, a 'requested' modal opens; otherwise the deletion modal"). A typed or mailed
 * link opened them whatever the account's state: a customer who had asked for nothing read
 * "Löschung bereits beantragt", one who had asked could confirm again. The success modal follows
 * the request, which ends every session: it opens for a visitor only.
 */
export function isDeletionModalShown(modal: AccountDeletionModal, viewer: { signedIn: boolean; requested: boolean }): boolean {
  switch (modal) {
    case "confirm":
    case "failed":
      return viewer.signedIn && !viewer.requested;
    case "alreadyRequested":
      return viewer.signedIn && viewer.requested;
    case "requested":
      return !viewer.signedIn;
  }
}

/** Which deletion modal a `modalName` is, if any. */
export function deletionModalOf(name: string): AccountDeletionModal | null {
  const found = Object.entries(ACCOUNT_DELETION_MODALS).find(([, modalName]) => modalName === name);
  return found ? (found[0] as AccountDeletionModal) : null;
}
