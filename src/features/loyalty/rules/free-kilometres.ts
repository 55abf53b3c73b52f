import type { DealState } from "@/features/deals/types";

/**
 * Where redeemed free kilometres go (account.md §3 Reward group "mileage"; the thank-you modal says
 * they are credited to "your subscription"). The spec names no subscription when a customer has
 * several: they go to the one settled next, a car on the road before one still to come (its
 * kilometres count from the handover), the earliest end first, so the credit is never parked on a
 * subscription that ends later than one still running.
 */
export interface FreeKilometresCandidate {
  id: string;
  state: DealState;
  /** YYYY-MM-DD; null while open-ended. */
  end_date: string | null;
}

const STATE_ORDER: Partial<Record<DealState, number>> = { ACTIVE: 0, CREATED: 1, SIGNED: 1, EXTERNALLY_VERIFIED: 1 };

export function freeKilometresDeal(deals: readonly FreeKilometresCandidate[]): string | null {
  const open = deals.filter((deal) => STATE_ORDER[deal.state] !== undefined);
  open.sort(
    (a, b) =>
      STATE_ORDER[a.state]! - STATE_ORDER[b.state]! ||
      (a.end_date ?? "9999-12-31").localeCompare(b.end_date ?? "9999-12-31") ||
      a.id.localeCompare(b.id),
  );
  return open[0]?.id ?? null;
}
