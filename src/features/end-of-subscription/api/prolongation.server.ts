import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import type { Dayjs } from "@/lib/clock";
import { getDb } from "@/bff/db/client";
import { getProlongationOffer } from "@/bff/end-of-subscription/prolongation-service";
import type { ProlongationOffer } from "../rules/prolongation-offer";

/**
 * The deal's prolongation offer as GET …/prolongation-options answers it (the same service, called
 * directly); null when the deal is not the customer's. `now` is the page's clock.
 */
export const getDealProlongationOffer = cache(
  timedLoader("data", async (customerId: string, dealId: string, now: Dayjs): Promise<{ offer: ProlongationOffer | null } | null> =>
    getProlongationOffer(await getDb(), customerId, dealId, now),
  ),
);
