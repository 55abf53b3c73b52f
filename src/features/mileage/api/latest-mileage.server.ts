import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { getLatestMileage, type LatestMileage } from "@/bff/mileage/mileage-service";

/** The latest mileage of a car of the customer's active deals (deals.md §7 GET active-fleet); null otherwise. */
export const getCarLatestMileage = cache(
  timedLoader("data", async (customerId: string, carId: string): Promise<LatestMileage | null> => getLatestMileage(await getDb(), customerId, carId)),
);
