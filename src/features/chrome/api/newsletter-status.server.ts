import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getDb } from "@/bff/db/client";
import { newsletterTokenStatus } from "@/bff/newsletter/newsletter-service";

/** The sign-up a confirmation link's token stands for: pending, confirmed, or none. */
export const getNewsletterTokenStatus = cache(
  timedLoader("data", async (token: string): Promise<"pending" | "confirmed" | null> => newsletterTokenStatus(await getDb(), token)),
);
