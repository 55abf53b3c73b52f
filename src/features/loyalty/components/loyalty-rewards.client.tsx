"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { button } from "@/ui/recipes.css";
import { redeemRefusal } from "../rules/loyalty-rules";
import type { LoyaltyProgrammeView } from "./use-loyalty-programme.client";
import * as styles from "./loyalty.css";

/** The redeemable rewards by group, each with why it cannot be redeemed yet, and the customer's vouchers. */
export function LoyaltyRewards({ view, audience }: { view: LoyaltyProgrammeView; audience: Audience }) {
  const t = useTranslations("loyalty");
  const { rewards, openVouchers, format } = view;
  const data = view.info.data;
  return (
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
                    <p className={styles.meta}>{t("pointsNeeded", { points: format.wholePoints(option.value) })}</p>
                    {data && refusal ? (
                      <p className={styles.meta}>
                        {t(`refusals.${refusal}`, { audience, missing: format.wholePoints(option.value - data.total_coins) })}
                      </p>
                    ) : null}
                  </div>
                  <button
                    type="button"
                    className={button.secondary}
                    disabled={refusal !== null}
                    aria-label={t("redeemLabel", { reward: label })}
                    onClick={() => view.setConfirming(reward)}
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
                <span>{voucher.used ? t("voucherUsed") : t("voucherOpen", { amount: voucher.amount, date: formatDate(voucher.valid_until) })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
