"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import { SUPPORT_PHONE } from "@/lib/support";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as formStyles from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { SEPA_CREDITOR_ID, type PaymentType } from "../rules/payment-methods";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

const FIELDS_OF: Record<PaymentType, readonly string[]> = {
  card: ["account_holder", "card_number", "card_expiry", "card_cvc"],
  sepa_debit: ["account_holder", "iban"],
  us_bank_account: ["account_holder", "routing_number", "account_number"],
  paypal: ["paypal_email"],
};

/**
 * The built-in hosted payment page's form (the stand-in of Stripe Checkout on the embedded
 * default): the new method's test data, confirmed through the same path as Stripe's webhook, then
 * back to the success URL; cancel goes back to the cancel URL. A declined card shows account.md
 * §8's card error; any other failure the payment-change-failed modal with the support hours.
 */
export function HostedPaymentForm({ sessionId, type, audience }: { sessionId: string; type: PaymentType; audience: Audience }) {
  const t = useTranslations("myAccount");
  const tv = useTranslations("validation");
  const ids = useId();
  const fields = FIELDS_OF[type];
  const [values, setValues] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [cardError, setCardError] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(fields.filter((f) => !(values[f] ?? "").trim()).map((f) => [f, "required"]));
    setInvalid(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    const { data, status } = await callEndpoint("postPaymentSessionConfirm", { params: { sessionId }, body: values });
    if (status === 200 && data?.redirect_url) {
      window.location.assign(data.redirect_url);
      return;
    }
    setSending(false);
    const answer = data as unknown as { code?: string; issues?: { path: string; code: string }[] } | null;
    if (status === 409 && answer?.code === "card_declined") setCardError(true);
    else if (status === 422 && answer?.issues) setInvalid(Object.fromEntries(answer.issues.map((i) => [i.path, i.code])));
    else setFailed(true);
  };

  const cancel = async () => {
    setSending(true);
    const { data, status } = await callEndpoint("postPaymentSessionCancel", { params: { sessionId } });
    if (status === 200 && data?.redirect_url) window.location.assign(data.redirect_url);
    else {
      setSending(false);
      setFailed(true);
    }
  };

  return (
    <>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <InteractiveWhenHydrated>
          {fields.map((field) => {
            const id = `${ids}-${field}`;
            const problem = invalid[field];
            return (
              <div key={field} className={formStyles.field}>
                <label className={formStyles.label} htmlFor={id}>
                  {t(`hosted.${field}`)}
                </label>
                <input
                  id={id}
                  name={field}
                  className={formStyles.input}
                  autoComplete={field === "card_number" ? "cc-number" : field === "card_expiry" ? "cc-exp" : field === "card_cvc" ? "cc-csc" : "off"}
                  value={values[field] ?? ""}
                  required
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                />
                {problem ? (
                  <p id={`${id}-error`} className={formStyles.error}>
                    {problem === "required" ? tv("required") : t("hosted.invalid", { audience })}
                  </p>
                ) : null}
              </div>
            );
          })}
          {type === "sepa_debit" ? (
            <section className={formStyles.field} aria-labelledby={`${ids}-mandate`}>
              <h2 id={`${ids}-mandate`} className={formStyles.label}>
                {t("hosted.mandateTitle")}
              </h2>
              <p className={formStyles.help}>{t("hosted.mandateText", { audience, creditorId: SEPA_CREDITOR_ID })}</p>
            </section>
          ) : null}
          <div className={formStyles.actions}>
            <button type="submit" className={button.primary} disabled={sending}>
              {sending ? t("payment.loading") : t("hosted.confirm")}
            </button>
            <button type="button" className={button.secondary} disabled={sending} onClick={() => void cancel()}>
              {t("hosted.cancel")}
            </button>
          </div>
        </InteractiveWhenHydrated>
      </form>
      <Dialog open={cardError} onOpenChange={setCardError} title={t("payment.errorTitle")} closeLabel={t("payment.close")}>
        <p>{t("payment.cardError")}</p>
        <div className={formStyles.actions}>
          <DialogClose className={button.primary}>{t("payment.close")}</DialogClose>
        </div>
      </Dialog>
      <Dialog open={failed} onOpenChange={setFailed} title={t("payment.failedTitle")} closeLabel={t("payment.close")}>
        <p>{t("payment.failedText", { audience, phone: SUPPORT_PHONE })}</p>
        <div className={formStyles.actions}>
          <DialogClose className={button.primary}>{t("payment.close")}</DialogClose>
        </div>
      </Dialog>
    </>
  );
}
