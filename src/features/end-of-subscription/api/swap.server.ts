import "server-only";
import type { PageContext } from "@/kernel/page-context";
import { getBusinessDetails } from "@/features/business/api/business.server";
import { isSwapPossible } from "../rules/end-of-subscription-options";
import { swapSearchHref } from "../rules/swap-search";

/** deals.md §2: the swap modal's name (`?modalName=swap_modal`). */
export const SWAP_MODAL_NAME = "swap_modal";

/**
 * Where swap_modal sends the customer, built on the server with the page's clock: the car search
 * with the deal, the 30-day handover window and, for a business customer, the company
 * (`rules/swap-search.ts`). Null without a deal, or for one no swap is possible for (`isSwapPossible`):
 * the modal then opens nothing.
 */
export async function getSwapSearchHref(context: Pick<PageContext, "customer" | "deal" | "locale" | "now">): Promise<string | null> {
  const { customer, deal, locale, now } = context;
  if (!customer || !deal || !isSwapPossible(deal)) return null;
  const company = customer.audience === "b2b" ? (await getBusinessDetails(customer.customerId)).company : null;
  return swapSearchHref(locale, deal, now, company?.id ?? null);
}
