import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { listDamageReports } from "@/bff/damage/damage-service";
import type { DamageReport } from "../types";

/** The deal's damage reports; `null` when the deal is not the customer's. */
export const getDealDamageReports = cache(
  timedLoader("data", async (customerId: string, dealId: string): Promise<DamageReport[] | null> =>
    listDamageReports(await getDb(), customerId, dealId),
  ),
);
