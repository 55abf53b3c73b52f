"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useIdempotencyKey } from "@/api/use-idempotency-key";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { useToasts } from "@/ui/toast.client";
import { redeemLoyaltyReward, useLoyaltyInfo, useLoyaltyRewards } from "../api/loyalty-requests";
import { formatPoints, nextLevelOf, toCentiPoints } from "../rules/loyalty-rules";
import type { LoyaltyBenefitContent, Redemption, RewardOption, RewardType } from "../types";

export type Reward = RewardOption & { type: RewardType };

/** Points as the page writes them: the balance with its decimals, thresholds and prices whole. */
export interface PointsFormat {
  points(value: number): string;
  wholePoints(value: number): string;
}

/**
 * The loyalty page's state: the customer's loyalty info and the rewards (each loaded on its own),
 * the benefit whose details are open, and a redemption from its confirmation to its thanks.
 */
export function useLoyaltyProgramme({ contactId, locale, audience }: { contactId: string; locale: Locale; audience: Audience }) {
  const t = useTranslations("loyalty");
  const info = useLoyaltyInfo(contactId);
  const rewards = useLoyaltyRewards();
  const toasts = useToasts();
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [thanks, setThanks] = useState<Redemption | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey();
  const [openBenefit, setOpenBenefit] = useState<LoyaltyBenefitContent | null>(null);
  const format: PointsFormat = {
    points: (value) => formatPoints(value, locale, { decimals: true }),
    wholePoints: (value) => formatPoints(value, locale, { decimals: false }),
  };

  const redeem = async (reward: Reward) => {
    setBusy(true);
    const { data, status } = await redeemLoyaltyReward(reward.name, key.current({ reward: reward.name }));
    setBusy(false);
    // A lost answer (5xx) is retried with the same key, so the points are spent once.
    if (status < 500) key.renew();
    setConfirming(null);
    // account.md §7 "only status 200 accepted"; §8 "error toast with the general-error message".
    if (status === 200 && data) setThanks(data);
    else toasts.show("error", t("redeemFailed", { audience }));
  };

  const closeThanks = () => {
    setThanks(null);
    // §4 "loyalty info is refetched when it closes".
    void info.mutate();
  };

  const data = info.data;
  const level = data?.level ?? null;
  return {
    info,
    rewards,
    toasts,
    format,
    level,
    next: level && data ? nextLevelOf(level, toCentiPoints(data.collected_coins)) : null,
    openVouchers: data?.vouchers.filter((v) => !v.used).length ?? 0,
    confirming,
    setConfirming,
    thanks,
    closeThanks,
    busy,
    redeem,
    openBenefit,
    setOpenBenefit,
  };
}

export type LoyaltyProgrammeView = ReturnType<typeof useLoyaltyProgramme>;
