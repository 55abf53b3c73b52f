import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import type { Deal } from "../types";

/**
 * deals.md §2: "A lead deal with a checkout hash links to
 * /{locale}/checkout/thank_you/{contactId}/{dealId}/{hash}?linksrc=action-item": where its order
 * goes on, from the list's card and the deal page alike; null for every other deal.
 */
export function leadCheckoutHref(deal: Pick<Deal, "variant" | "checkout_hash" | "contact_id" | "id">, locale: Locale): string | null {
  if (deal.variant !== "LEAD" || !deal.checkout_hash) return null;
  return paths.checkoutThankYou(locale, deal.contact_id, deal.id, deal.checkout_hash);
}
