import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { getMileageStanding } from "@/bff/mileage/mileage-service";
import type { MileageStanding } from "../rules/mileage-standing";

/** The latest reading of a deal's car and its estimate against today's package; null when none is fetched. */
export const getDealMileageStanding = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<MileageStanding | null> =>
    getMileageStanding(await getDb(), customerId, dealId),
  ),
);
