import "server-only";
import { headers } from "next/headers";
import type { Deal } from "@/features/deals/types";
import { checkoutOrigin } from "@/lib/env";
import { fetchCheckoutHandoverDate } from "./checkout-handover-date";

/**
 * The handover date of each lead whose checkout is open: the checkout's, when it is configured and
 * answers; else the deal's `lead_handover_date`. Leads are asked in parallel; other deals have none.
 */
export async function leadHandoverDates(deals: readonly Deal[]): Promise<ReadonlyMap<string, string>> {
  const leads = deals.filter((deal) => deal.variant === "LEAD");
  if (leads.length === 0) return new Map();
  const origin = checkoutOrigin();
  const cookie = origin ? (await headers()).get("cookie") : null;
  const dates = await Promise.all(
    leads.map(
      async (deal) => [deal.id, (origin ? await fetchCheckoutHandoverDate(deal.id, { origin, cookie }) : null) ?? deal.lead_handover_date] as const,
    ),
  );
  return new Map(dates.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}
