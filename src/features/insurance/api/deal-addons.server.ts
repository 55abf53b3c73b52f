import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { listDealAddons } from "@/bff/insurance/addon-service";
import { now } from "@/lib/clock";
import type { Locale } from "@/i18n/locales";
import type { DealAddons } from "../types";

/**
 * The add-ons of a deal for its page (deals.md §7 POST /api/addons), from the same service as the
 * BFF route, memoised per request: the block and a modal share one read. Null when the deal is not
 * the customer's or its car has no product.
 */
export const getDealAddons = cache(
  timedLoader("data", async (customerId: string, dealId: string, productId: string | null, locale: Locale): Promise<DealAddons | null> => {
    if (productId === null) return null;
    return listDealAddons(await getDb(), customerId, { productId, subscriptionId: dealId, locale }, now());
  }),
);
