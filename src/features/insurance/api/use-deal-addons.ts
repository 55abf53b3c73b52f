import { useBff } from "@/api/use-bff";
import type { Locale } from "@/i18n/locales";
import type { DealAddons } from "../types";

/**
 * The add-ons of a deal in the browser (POST /api/addons, account.md §7 "Add-ons: 5 minutes
 * dedupe"), starting from what the server rendered.
 */
export function useDealAddons(dealId: string, productId: string, locale: Locale, fallbackData: DealAddons) {
  return useBff("postAddons", { body: { productId, subscriptionId: dealId, locale } }, { fallbackData });
}
