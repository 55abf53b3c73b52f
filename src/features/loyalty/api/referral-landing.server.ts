import "server-only";
import { cache } from "react";
import { getDb } from "@/bff/db/client";
import { referrerOfCode } from "@/bff/loyalty/referral-service";
import { timedLoader } from "@/lib/server-timing";

/** Whether a shared code belongs to a customer with a booking (the referral landing), once per request. */
export const isKnownReferralCode = cache(
  timedLoader("data", async (code: string): Promise<boolean> => (await referrerOfCode(await getDb(), code)) !== null),
);
