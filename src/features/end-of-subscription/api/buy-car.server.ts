import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import type { Dayjs } from "@/lib/clock";
import { getDb } from "@/bff/db/client";
import { findDealWithInventory, findLatestBuyCarOffer, type DealWithInventory } from "@/bff/end-of-subscription/buy-car-service";
import type { BuyCarOfferReceipt } from "../types";

/**
 * The deal with its car's inventory vehicle, as GET …/inventory/{carId} answers it (the same
 * service, called directly); null when the deal is not the customer's. Memoised per request: the
 * selector and buy_car_modal on one page ask once.
 */
export const getDealWithInventory = cache(
  timedLoader("data", async (customerId: string, dealId: string, now: Dayjs): Promise<DealWithInventory | null> =>
    findDealWithInventory(await getDb(), customerId, dealId, now),
  ),
);

/**
 * The latest purchase offer the customer asked for on this deal (GET …/buy-car-offer, the same
 * service); null when none. The selector and buy_car_modal say that the request is in.
 */
export const getLatestBuyCarOffer = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<BuyCarOfferReceipt | null> =>
    findLatestBuyCarOffer(await getDb(), customerId, dealId),
  ),
);
