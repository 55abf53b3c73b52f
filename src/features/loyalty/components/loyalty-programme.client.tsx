"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import type { Locale } from "@/i18n/locales";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { redeemLoyaltyReward, useLoyaltyInfo, useLoyaltyRewards } from "../api/loyalty-requests";
import {
  benefitsOfLevel,
  EXTRA_FREE_KILOMETRES,
  formatPoints,
  hasBenefit,
  LEVEL_THRESHOLDS,
  levelIndex,
  LOYALTY_INTRO_COOKIE,
  LOYALTY_INTRO_COOKIE_DAYS,
  nextLevelOf,
  redeemRefusal,
  toCentiPoints,
} from "../rules/loyalty-rules";
import { LOYALTY_LEVELS, type LoyaltyBenefitContent, type Redemption, type RewardOption, type RewardType } from "../types";
import * as styles from "./loyalty.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export const HOW_IT_WORKS_MODAL = "how-loyalty-works";
const HOW_IT_WORKS_SCREENS = 3;

export interface LoyaltyProgrammeProps {
  contactId: string;
  locale: Locale;
  audience: Audience;
  benefits: LoyaltyBenefitContent[];
}

type Reward = RewardOption & { type: RewardType };

/**
 * The signed-in part of /loyalty (account.md §2 Loyalty page, §4 Loyalty): level card, my benefits,
 * redeemable rewards, how to collect points, level slides, and the how-it-works modal, which opens
 * by itself once in 180 days (its cookie) and with `?modal=how-loyalty-works`.
 */
export function LoyaltyProgramme({ contactId, locale, audience, benefits }: LoyaltyProgrammeProps) {
  const t = useTranslations("loyalty");
  const info = useLoyaltyInfo(contactId);
  const rewards = useLoyaltyRewards();
  const { toasts, show, dismiss } = useToasts();
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [thanks, setThanks] = useState<Redemption | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey();
  const [openBenefit, setOpenBenefit] = useState<LoyaltyBenefitContent | null>(null);
  const points = (value: number) => formatPoints(value, locale, { decimals: true });
  const wholePoints = (value: number) => formatPoints(value, locale, { decimals: false });

  const redeem = async (reward: Reward) => {
    setBusy(true);
    const { data, status } = await redeemLoyaltyReward(reward.name, key.current({ reward: reward.name }));
    setBusy(false);
    // A lost answer (5xx) is retried with the same key, so the points are spent once.
    if (status < 500) key.renew();
    setConfirming(null);
    // account.md §7 "only status 200 accepted"; §8 "error toast with the general-error message".
    if (status === 200 && data) setThanks(data);
    else show("error", t("redeemFailed", { audience }));
  };

  const closeThanks = () => {
    setThanks(null);
    // §4 "loyalty info is refetched when it closes".
    void info.mutate();
  };

  const data = info.data;
  const level = data?.level ?? null;
  const next = level && data ? nextLevelOf(level, toCentiPoints(data.collected_coins)) : null;
  const openVouchers = data?.vouchers.filter((v) => !v.used).length ?? 0;

  return (
    <InteractiveWhenHydrated>
      <>
        <HowItWorks audience={audience} />
        <section className={styles.card} aria-labelledby="loyalty-level">
          <h2 id="loyalty-level" className={styles.level}>
            {data && level ? t("levelName", { level: t(`levels.${level}`), index: levelIndex(level) + 1 }) : t("levelCard", { audience })}
          </h2>
          {info.isLoading ? (
            <p role="status">{t("loading")}</p>
          ) : !data ? (
            // §8 "Loyalty info and benefits failures return null silently": the card says no more than this.
            <p>{t("unavailable", { audience })}</p>
          ) : (
            <>
              <p className={styles.points} data-testid="loyalty-points">
                {t("points", { points: points(data.total_coins) })}
              </p>
              {!level ? <p>{t("noLevel", { audience })}</p> : null}
              {level && next ? (
                <>
                  <progress
                    className={styles.progress}
                    max={LEVEL_THRESHOLDS[next.level]}
                    value={data.collected_coins}
                    aria-label={t("progressLabel", { level: t(`levels.${next.level}`) })}
                  />
                  {/* The level follows the points collected, the balance above what is left after rewards:
                      both are named, so 8.848,5 and "152 to Platinum" add up (issue 36 item 5). */}
                  <p className={styles.meta}>
                    {t("toNext", { collected: points(data.collected_coins), points: wholePoints(next.missing), level: t(`levels.${next.level}`) })}
                  </p>
                </>
              ) : null}
              {level && !next ? <p className={styles.meta}>{t("topLevel", { audience })}</p> : null}
            </>
          )}
        </section>

        <section aria-labelledby="loyalty-my-benefits">
          <h2 id="loyalty-my-benefits" className={styles.level}>
            {t("myBenefits")}
          </h2>
          {benefits.filter((b) => hasBenefit(b, level)).length === 0 ? (
            <p>{t("noBenefits", { audience })}</p>
          ) : (
            <ul className={styles.list}>
              {benefits
                .filter((b) => hasBenefit(b, level))
                .map((benefit) => (
                  <li key={benefit.id} className={styles.item}>
                    <div>
                      <p className={styles.name}>{benefit.displayTitle}</p>
                      {benefit.displaySubtitle ? <p className={styles.meta}>{benefit.displaySubtitle}</p> : null}
                    </div>
                    {benefit.modalTitle && benefit.modalDescription ? (
                      <button type="button" className={button.tertiary} onClick={() => setOpenBenefit(benefit)}>
                        {t("more", { title: benefit.displayTitle })}
                      </button>
                    ) : null}
                  </li>
                ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="loyalty-rewards">
          <h2 id="loyalty-rewards" className={styles.level}>
            {t("rewards")}
          </h2>
          {rewards.isLoading ? <p role="status">{t("loading")}</p> : null}
          {!rewards.isLoading && !rewards.data ? <p>{t("unavailable", { audience })}</p> : null}
          {(rewards.data ?? []).map((group) => (
            <div key={group.type}>
              <h3>{t(`rewardGroups.${group.type}`)}</h3>
              <ul className={styles.list}>
                {group.options.map((option) => {
                  const reward = { ...option, type: group.type };
                  const refusal = data ? redeemRefusal(reward, data.total_coins, openVouchers) : "insufficient_points";
                  const label = t(`rewardNames.${option.name}`);
                  return (
                    <li key={option.name} className={styles.item}>
                      <div>
                        <p className={styles.name}>{label}</p>
                        <p className={styles.meta}>{t("pointsNeeded", { points: wholePoints(option.value) })}</p>
                        {data && refusal ? (
                          <p className={styles.meta}>
                            {t(`refusals.${refusal}`, { audience, missing: wholePoints(option.value - data.total_coins) })}
                          </p>
                        ) : null}
                      </div>
                      <button
                        type="button"
                        className={button.secondary}
                        disabled={refusal !== null}
                        aria-label={t("redeemLabel", { reward: label })}
                        onClick={() => setConfirming(reward)}
                      >
                        {t("redeem")}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          {data && data.vouchers.length > 0 ? (
            <>
              <h3>{t("vouchers")}</h3>
              <ul className={styles.list}>
                {data.vouchers.map((voucher) => (
                  <li key={voucher.code} className={styles.item}>
                    <span className={styles.code}>{voucher.code}</span>
                    <span>
                      {voucher.used ? t("voucherUsed") : t("voucherOpen", { amount: voucher.amount, date: formatDate(voucher.valid_until) })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section aria-labelledby="loyalty-collect">
          <h2 id="loyalty-collect" className={styles.level}>
            {t("howToCollect", { audience })}
          </h2>
          <ul>
            <li>{t("collect.invoice")}</li>
            <li>{t("collect.referral")}</li>
            <li>{t("collect.ev")}</li>
          </ul>
        </section>

        <section aria-labelledby="loyalty-levels">
          <h2 id="loyalty-levels" className={styles.level}>
            {t("levelsTitle")}
          </h2>
          {/* It scrolls sideways where the four levels do not fit: a keyboard reaches it (axe "scrollable-region-focusable"). */}
          <ol className={styles.slides} aria-label={t("levelsTitle")} tabIndex={0}>
            {LOYALTY_LEVELS.map((slide) => (
              <li key={slide} className={styles.card} aria-current={slide === level ? "true" : undefined}>
                <h3 className={styles.name}>{t("levelName", { level: t(`levels.${slide}`), index: levelIndex(slide) + 1 })}</h3>
                <p className={styles.meta}>
                  {slide === "Silver" ? t("silverThreshold") : t("threshold", { points: wholePoints(LEVEL_THRESHOLDS[slide]) })}
                </p>
                <ul>
                  {EXTRA_FREE_KILOMETRES[slide] > 0 ? <li>{t("extraKm", { km: EXTRA_FREE_KILOMETRES[slide] })}</li> : null}
                  {benefitsOfLevel(benefits, slide).map((benefit) => (
                    <li key={benefit.id}>{benefit.promoTitle ?? benefit.displayTitle}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>

        <Dialog
          open={openBenefit !== null}
          onOpenChange={(open) => (open ? undefined : setOpenBenefit(null))}
          title={openBenefit?.modalTitle ?? ""}
          closeLabel={t("close")}
        >
          <p>{openBenefit?.modalDescription}</p>
        </Dialog>

        <Dialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={t("confirmTitle")}
          closeLabel={t("close")}
        >
          {confirming ? (
            <>
              <p>{t("confirmText", { reward: t(`rewardNames.${confirming.name}`), points: wholePoints(confirming.value), audience })}</p>
              {confirming.type === "voucher" ? <p className={styles.meta}>{t("voucherRules")}</p> : null}
              <div className={styles.actions}>
                <button type="button" className={button.primary} disabled={busy} onClick={() => void redeem(confirming)}>
                  {busy ? t("redeeming") : t("confirm")}
                </button>
                <button type="button" className={button.secondary} onClick={() => setConfirming(null)}>
                  {t("cancel")}
                </button>
              </div>
            </>
          ) : null}
        </Dialog>

        <Dialog open={thanks !== null} onOpenChange={(open) => (open ? undefined : closeThanks())} title={t("thanksTitle")} closeLabel={t("close")}>
          {thanks ? (
            <>
              <p>
                {thanks.voucher
                  ? t("thanksVoucher", {
                      code: thanks.voucher.code,
                      amount: thanks.voucher.amount,
                      date: formatDate(thanks.voucher.valid_until),
                      audience,
                    })
                  : t("thanksMileage", { reward: t(`rewardNames.${thanks.reward_action_name}`), audience })}
              </p>
              <p className={styles.meta}>{t("pointsLeft", { points: points(thanks.total_coins) })}</p>
              <button type="button" className={button.primary} onClick={closeThanks}>
                {t("close")}
              </button>
            </>
          ) : null}
        </Dialog>
        <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} />
      </>
    </InteractiveWhenHydrated>
  );
}

function readIntroCookie(): boolean {
  return document.cookie.split("; ").some((part) => part.startsWith(`${LOYALTY_INTRO_COOKIE}=`));
}

/**
 * The how-it-works modal (account.md §4 "Modal screens with back and continue; the last continue
 * closes it"): opened by `?modal=how-loyalty-works`, by its button, and once as the intro modal
 * (§9 "Loyalty intro modal cookie 180 days").
 */
function HowItWorks({ audience }: { audience: Audience }) {
  const t = useTranslations("loyalty");
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams();
  const [open, setOpen] = useState(false);
  const [screen, setScreen] = useState(0);

  useEffect(() => {
    // After hydration: the cookie is the browser's, and the server renders the page closed.
    if (query.get("modal") === HOW_IT_WORKS_MODAL || !readIntroCookie()) setOpen(true);
  }, [query]);

  const close = () => {
    setOpen(false);
    setScreen(0);
    document.cookie = `${LOYALTY_INTRO_COOKIE}=1; Max-Age=${LOYALTY_INTRO_COOKIE_DAYS * 24 * 60 * 60}; Path=/portal; SameSite=Lax`;
    if (query.get("modal") === HOW_IT_WORKS_MODAL) {
      const rest = new URLSearchParams(query);
      rest.delete("modal");
      router.replace(rest.size > 0 ? `${pathname}?${rest}` : pathname, { scroll: false });
    }
  };

  return (
    <>
      <p>
        <button type="button" className={button.tertiary} onClick={() => setOpen(true)}>
          {t("howItWorks.open")}
        </button>
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t(`howItWorks.screens.${screen}.title`)}
        closeLabel={t("close")}
      >
        <p>{t(`howItWorks.screens.${screen}.text`, { audience })}</p>
        <p className={styles.meta}>{t("howItWorks.step", { n: screen + 1, total: HOW_IT_WORKS_SCREENS })}</p>
        <div className={styles.actions}>
          {screen > 0 ? (
            <button type="button" className={button.secondary} onClick={() => setScreen(screen - 1)}>
              {t("howItWorks.back")}
            </button>
          ) : null}
          <button type="button" className={button.primary} onClick={() => (screen + 1 < HOW_IT_WORKS_SCREENS ? setScreen(screen + 1) : close())}>
            {t("howItWorks.continue")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
