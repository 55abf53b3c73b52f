import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import type { Dayjs } from "@/lib/clock";
import { getDb } from "@/bff/db/client";
import { findDealWithInventory, type DealWithInventory } from "@/bff/deals/buy-car-service";

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
