import "server-only";
import { cache } from "react";
import { getDb } from "@/bff/db/client";
import { loyaltyLevelOfCustomer } from "@/bff/loyalty/loyalty-ledger";
import { timedLoader } from "@/lib/server-timing";
import type { LoyaltyLevel } from "../types";

/** The customer's loyalty level for pages whose prices depend on it (account.md §9 Black benefits), once per request. */
export const getLoyaltyLevel = cache(
  timedLoader("data", async (customerId: string): Promise<LoyaltyLevel | null> => loyaltyLevelOfCustomer(await getDb(), customerId)),
);
