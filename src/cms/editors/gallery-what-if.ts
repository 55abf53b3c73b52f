/**
 * States of a deal no seeded persona is in until they act (a prolongation, bank details sent) or
 * the back office moves the deal on (a renewal): the gallery shows their banners on a persona's
 * deal as it would be one step on, changed in memory only. Each step applies only to a deal it can
 * follow (null otherwise), so the banner is shown on a deal that could really get there.
 */
import type { Deal } from "@/features/deals/types";
import { isDepositRefundAwaited, maskIban } from "@/features/deposit-refund/rules/deposit-refund";
import { areEndOfSubscriptionOptionsOffered } from "@/features/end-of-subscription/rules/end-of-subscription-options";
import type { DealBannerKind } from "@/modules/deal-banner/deal-banner.contract";

export interface NextStep {
  /** How the caption names the step: "as it would be once prolonged". */
  step: string;
  change: (deal: Deal) => Deal | null;
}

/** An IBAN for the example only (the checksum example of the IBAN standard), shown masked like a received one. */
const EXAMPLE_IBAN = "DE89370400440532013000";

export const NEXT_STEPS: Partial<Record<DealBannerKind, NextStep>> = {
  prolonged: {
    step: "once the customer prolonged it",
    change: (deal) =>
      areEndOfSubscriptionOptionsOffered(deal) && deal.minimum_commitment_end_date
        ? { ...deal, subscribed_to: "PROLONGATION", followup_subscription_id: `${deal.id}-prolongation` }
        : null,
  },
  "auto-renewal-done": {
    step: "once it renewed itself",
    change: (deal) =>
      deal.is_pre_auto_renewal && deal.auto_renewal_end_date ? { ...deal, is_pre_auto_renewal: false, is_post_auto_renewal: true } : null,
  },
  "deposit-refund-received": {
    step: "once the customer sent their bank details",
    change: (deal) =>
      isDepositRefundAwaited(deal) ? { ...deal, deposit_refund: { status: "details_received", iban: maskIban(EXAMPLE_IBAN) } } : null,
  },
};
