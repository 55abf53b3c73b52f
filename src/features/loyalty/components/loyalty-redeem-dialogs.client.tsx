"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import type { LoyaltyProgrammeView } from "./use-loyalty-programme.client";
import * as styles from "./loyalty.css";

/** The confirmation of a redemption: what it costs, the voucher rules for a voucher. */
export function ConfirmRedeemDialog({ view, audience }: { view: LoyaltyProgrammeView; audience: Audience }) {
  const t = useTranslations("loyalty");
  const { confirming, busy, format } = view;
  return (
    <Dialog
      open={confirming !== null}
      onOpenChange={(open) => (open ? undefined : view.setConfirming(null))}
      title={t("confirmTitle")}
      closeLabel={t("close")}
    >
      {confirming ? (
        <>
          <p>{t("confirmText", { reward: t(`rewardNames.${confirming.name}`), points: format.wholePoints(confirming.value), audience })}</p>
          {confirming.type === "voucher" ? <p className={styles.meta}>{t("voucherRules")}</p> : null}
          <div className={styles.actions}>
            <button type="button" className={button.primary} disabled={busy} onClick={() => void view.redeem(confirming)}>
              {busy ? t("redeeming") : t("confirm")}
            </button>
            <button type="button" className={button.secondary} onClick={() => view.setConfirming(null)}>
              {t("cancel")}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

/** The thanks after a redemption: the voucher or the kilometres, and the points left. */
export function RedeemThanksDialog({ view, audience }: { view: LoyaltyProgrammeView; audience: Audience }) {
  const t = useTranslations("loyalty");
  const { thanks, closeThanks, format } = view;
  return (
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
          <p className={styles.meta}>{t("pointsLeft", { points: format.points(thanks.total_coins) })}</p>
          <button type="button" className={button.primary} onClick={closeThanks}>
            {t("close")}
          </button>
        </>
      ) : null}
    </Dialog>
  );
}
