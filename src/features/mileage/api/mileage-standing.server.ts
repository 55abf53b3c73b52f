import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { getDealMileage } from "@/bff/mileage/mileage-service";
import type { DealMileage } from "../rules/mileage-standing";

/** The latest reading of a deal's car and its estimate against today's package; null when none is fetched. */
export const getDealDealMileage = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<DealMileage | null> => getDealMileage(await getDb(), customerId, dealId)),
);
