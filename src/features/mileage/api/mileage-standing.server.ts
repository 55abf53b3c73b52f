import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { getMileageStanding } from "@/bff/mileage/mileage-service";
import type { DealMileage } from "../rules/mileage-standing";

/** The latest reading of a deal's car, its estimate against today's package and the free kilometres redeemed for it; null when none is fetched. */
export const getDealMileageStanding = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<DealMileage | null> =>
    getMileageStanding(await getDb(), customerId, dealId),
  ),
);
