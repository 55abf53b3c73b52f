import { buildPath, ENDPOINT_ROUTES } from "@/api/endpoint-routes";

/** How long the list waits for the checkout before it shows the deal's own date. */
export const CHECKOUT_TIMEOUT_MS = 2_000;

/**
 * The handover date the shop's checkout holds for a lead (deals.md §7 "GET {origin}/api/checkout/
 * deal/{id}/handoverDate … handoverDateString; failure only logs a warning"), asked with the
 * customer's cookies. Any failure (no answer in time, an error status, an answer without a date) is
 * a warning in the log and null: the caller shows the date it already has.
 */
export async function fetchCheckoutHandoverDate(
  dealId: string,
  { origin, cookie, fetchImpl = fetch }: { origin: string; cookie: string | null; fetchImpl?: typeof fetch },
): Promise<string | null> {
  const url = new URL(buildPath(ENDPOINT_ROUTES.getCheckoutHandoverDate.path, { id: dealId }), origin);
  try {
    const response = await fetchImpl(url, {
      headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
      signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const { handoverDateString } = (await response.json()) as { handoverDateString?: unknown };
    if (typeof handoverDateString !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(handoverDateString)) throw new Error("answered no date");
    return handoverDateString;
  } catch (error) {
    console.warn(`Checkout handover date of ${dealId}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
