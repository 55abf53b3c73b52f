import "server-only";
import { getDb } from "@/bff/db/client";
import { listDrivers } from "@/bff/drivers/driver-service";
import type { Driver } from "../types";

/** The customer's listed drivers, read once on the server for the drivers page (the same query as `GET drivers`). */
export async function getCustomerDrivers(customerId: string): Promise<Driver[]> {
  return listDrivers(await getDb(), customerId);
}
