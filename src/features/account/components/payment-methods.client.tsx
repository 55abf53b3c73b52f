"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { SUPPORT_PHONE } from "@/lib/support";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { usePageToasts } from "@/ui/page-toasts.client";
import { button } from "@/ui/recipes.css";
import { paymentExpiry, paymentSessionTarget, type PaymentMethod, type PaymentType } from "../rules/payment-methods";
import * as styles from "./account-sections.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

interface PaymentMethodsProps {
  methods: PaymentMethod[];
  locale: Locale;
  audience: Audience;
  types: readonly PaymentType[];
}

/**
 * The payment section (account.md §2 "Change payment method", §4 "Password and payment"): each
 * deal's method; for SUBSCRIPTION deals a change opens a payment session (d2c deals confirm in a
 * modal first) and the browser goes to its URL on 201; anything else opens the failed modal.
 */
export function PaymentMethods({ methods, locale, audience, types }: PaymentMethodsProps) {
  const t = useTranslations("myAccount.payment");
  const toasts = usePageToasts();
  const ids = useId();
  const [chosen, setChosen] = useState<Record<string, PaymentType>>({});
  const [confirming, setConfirming] = useState<PaymentMethod | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const key = useIdempotencyKey();

  // Back from the hosted page: `?payment=success|cancel` (the success and cancel URLs below).
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get("payment");
    if (outcome !== "success" && outcome !== "cancel") return;
    toasts?.(outcome === "success" ? "success" : "error", t(outcome === "success" ? "successToast" : "canceledToast", { audience }));
    url.searchParams.delete("payment");
    window.history.replaceState(null, "", url.toString());
  }, [toasts, t, audience]);

  const start = async (method: PaymentMethod) => {
    if (sending) return;
    setSending(true);
    const type = chosen[method.deal_id] ?? types[0]!;
    const back = `/portal/${locale}/myaccount`;
    const { data, status } = await callEndpoint("postPaymentMethodSession", {
      params: { type },
      body: { deal_id: method.deal_id, success_url: `${back}?payment=success`, cancel_url: `${back}?payment=cancel` },
      idempotencyKey: key.current({ deal: method.deal_id, type }),
    });
    const target = paymentSessionTarget(status, data);
    if (target) {
      window.location.assign(target);
      return;
    }
    key.renew();
    setSending(false);
    setConfirming(null);
    setFailed(true);
  };

  if (methods.length === 0) return <p>{t("empty", { audience })}</p>;
  return (
    <InteractiveWhenHydrated>
      <>
        <p className={styles.note}>{t("leasingBankNotice", { audience })}</p>
        <ul className={styles.methods}>
          {methods.map((method) => {
            const expiry = paymentExpiry(method);
            const model = method.car_model ?? method.deal_id;
            const link = method.prolongation;
            const car = link
              ? t(link.kind === "prolonged" ? "carProlonged" : "carProlongation", { car: model, date: formatDate(link.startsOn) })
              : model;
            const selectId = `${ids}-${method.deal_id}`;
            return (
              <li key={method.deal_id} className={styles.method} aria-label={car}>
                <strong>{t(`types.${method.payment_type ?? "none"}`)}</strong>
                {method.identifier_last_4 ? <span>{t("ending", { last4: method.identifier_last_4 })}</span> : null}
                {expiry ? <span>{t("expires", { expiry })}</span> : null}
                {method.account_holder ? <span>{t("holder", { holder: method.account_holder })}</span> : null}
                <span>{t("car", { car })}</span>
                {method.editable ? (
                  <div className={form.actions}>
                    <label className={form.label} htmlFor={selectId}>
                      {t("chooseType")}
                    </label>
                    <select
                      id={selectId}
                      className={form.input}
                      value={chosen[method.deal_id] ?? types[0]}
                      onChange={(event) => setChosen({ ...chosen, [method.deal_id]: event.target.value as PaymentType })}
                    >
                      {types.map((type) => (
                        <option key={type} value={type}>
                          {t(`types.${type}`)}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className={button.secondary}
                      disabled={sending}
                      aria-label={t("changeFor", { car })}
                      onClick={() => (method.d2c ? setConfirming(method) : void start(method))}
                    >
                      {t("change")}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)} title={t("confirmTitle")} closeLabel={t("close")}>
          <p>{t("confirmText", { audience })}</p>
          <p className={styles.note}>{t("leasingBankNotice", { audience })}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} disabled={sending} onClick={() => confirming && void start(confirming)}>
              {sending ? t("loading") : t("confirm")}
            </button>
            <DialogClose className={button.secondary}>{t("close")}</DialogClose>
          </div>
        </Dialog>
        <Dialog open={failed} onOpenChange={setFailed} title={t("failedTitle")} closeLabel={t("close")}>
          <p>{t("failedText", { audience, phone: SUPPORT_PHONE })}</p>
          <div className={form.actions}>
            <DialogClose className={button.primary}>{t("close")}</DialogClose>
          </div>
        </Dialog>
      </>
    </InteractiveWhenHydrated>
  );
}
