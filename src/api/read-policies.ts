/**
 * How the browser keeps and retries a read of the endpoint catalogue, where the spec names it.
 * Plain data, so the catalogue stays free of the client library; `api/use-bff.ts` turns a
 * policy into SWR options.
 */
export interface ReadPolicy {
  /** Requests for the same key within this time share one answer. */
  dedupeMs?: number;
  /** Further attempts after a failed read; 0 means none. */
  retries?: number;
  /** Read again when the window regains focus. */
  revalidateOnFocus?: boolean;
}

const MINUTE_MS = 60_000;

/** account.md §7 "General behaviour"; deals.md §9: loyalty-related caches 5 minutes. */
export const READ_POLICIES = {
  loyalty: { dedupeMs: 5 * MINUTE_MS, retries: 0, revalidateOnFocus: false },
  addons: { dedupeMs: 5 * MINUTE_MS },
  referral: { retries: 1 },
} as const satisfies Record<string, ReadPolicy>;
