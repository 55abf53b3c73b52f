import type { Deal, DealState } from "@/features/deals/types";

/**
 * account.md §4 and §6: "Customers with active subscriptions cannot self-delete the account and
 * are sent to contact support." Read as every deal not finished or aborted: a running car, and an
 * ordered one still on its way, are both a contract to settle first.
 */
const FINISHED: ReadonlySet<DealState> = new Set(["INACTIVE", "ENDED", "STOPPED", "CANCELED"]);

export function dealsPreventingAccountDeletion(deals: readonly Pick<Deal, "id" | "state">[]): string[] {
  return deals.filter((deal) => !FINISHED.has(deal.state)).map((deal) => deal.id);
}
