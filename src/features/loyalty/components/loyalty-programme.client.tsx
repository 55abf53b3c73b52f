"use client";

import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { ToastViewport } from "@/ui/toast.client";
import type { LoyaltyBenefitContent } from "../types";
import { BenefitDialog, LoyaltyBenefits } from "./loyalty-benefits.client";
import { HowItWorks } from "./loyalty-how-it-works.client";
import { LoyaltyLevelCard } from "./loyalty-level-card.client";
import { HowToCollect, LevelSlides } from "./loyalty-levels.client";
import { ConfirmRedeemDialog, RedeemThanksDialog } from "./loyalty-redeem-dialogs.client";
import { LoyaltyRewards } from "./loyalty-rewards.client";
import { useLoyaltyProgramme } from "./use-loyalty-programme.client";

export interface LoyaltyProgrammeProps {
  contactId: string;
  locale: Locale;
  audience: Audience;
  benefits: LoyaltyBenefitContent[];
}

/**
 * The signed-in part of /loyalty (account.md §2 Loyalty page, §4 Loyalty): level card, my benefits,
 * redeemable rewards, how to collect points, level slides, and the how-it-works modal, which opens
 * by itself once in 180 days (its cookie) and with `?modal=how-loyalty-works`. Its state is in
 * `useLoyaltyProgramme`; each section and modal is its own component.
 */
export function LoyaltyProgramme({ contactId, locale, audience, benefits }: LoyaltyProgrammeProps) {
  const t = useTranslations("loyalty");
  const view = useLoyaltyProgramme({ contactId, locale, audience });
  return (
    <InteractiveWhenHydrated>
      <>
        <HowItWorks audience={audience} />
        <LoyaltyLevelCard view={view} audience={audience} />
        <LoyaltyBenefits view={view} audience={audience} benefits={benefits} />
        <LoyaltyRewards view={view} audience={audience} />
        <HowToCollect audience={audience} />
        <LevelSlides view={view} benefits={benefits} />
        <BenefitDialog view={view} />
        <ConfirmRedeemDialog view={view} audience={audience} />
        <RedeemThanksDialog view={view} audience={audience} />
        <ToastViewport toasts={view.toasts.toasts} onDismiss={view.toasts.dismiss} closeLabel={t("close")} />
      </>
    </InteractiveWhenHydrated>
  );
}
