import type { Deal } from "@/features/deals/types";

/** Which notice shows, and the date until which the car may be driven without action. */
export interface AutoRenewalNotice {
  phase: "preAutoRenewal" | "postAutoRenewal";
  drivableUntil: string;
}

type AutoRenewalFields = Pick<Deal, "is_pre_auto_renewal" | "is_post_auto_renewal" | "auto_renewal_end_date">;

/**
 * deals.md §4: "Pre and post auto-renewal notice: the car may be driven until the auto-renewal end
 * date without action." No notice without that date, since it is what the notice says. The spec
 * does not say the flags exclude each other; if both are set, the renewal has happened (post).
 */
export function autoRenewalNotice(deal: AutoRenewalFields): AutoRenewalNotice | null {
  const drivableUntil = deal.auto_renewal_end_date;
  if (drivableUntil === null) return null;
  if (deal.is_post_auto_renewal) return { phase: "postAutoRenewal", drivableUntil };
  if (deal.is_pre_auto_renewal) return { phase: "preAutoRenewal", drivableUntil };
  return null;
}
