"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { formatMoney, netOfVat } from "@/lib/money";
import { paths } from "@/lib/paths";
import { SUPPORT_PHONE } from "@/lib/support";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { prolongationEndDate, type ProlongationOffer } from "../rules/prolongation-offer";
import { prolongationSuccessQuery } from "../rules/prolongation-success";
import type { ProlongationOption } from "../rules/prolongation";
import type { ProlongationResult } from "../types";
import * as styles from "./prolongation.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { conditionsLink } from "@/ui/conditions-link";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export interface ProlongationFlowProps {
  dealId: string;
  locale: Locale;
  audience: Audience;
  offer: ProlongationOffer;
}

type Step = "selection" | "overview";
/** Why the order failed: a refusal code the BFF named, or anything else (network, 5xx). */
type Failure = { code: string | null };

/** Codes of §7's refusals this form words itself; any other failure is the unexpected error of §8. */
const WORDED_CODES: Readonly<Record<string, string>> = {
  prolongation_not_offered: "problems.notOffered",
  prolongation_option_not_offered: "problems.optionNotOffered",
};

/**
 * Selection, overview with the required terms checkbox (deals.md §5 "Prolongation requires the
 * terms checkbox"), then POST …/prolongation (§7) with one Idempotency-Key per chosen option, so a
 * double click or a retry orders once. Success: private customers go to the thank-you page,
 * business customers to /car/{id}/prolongation/success with endDate, price, kmPackage and term
 * (§2); failure: the form error of §8 and the "Verlängerung fehlgeschlagen" modal with a retry.
 */
export function ProlongationFlow({ dealId, locale, audience, offer }: ProlongationFlowProps) {
  const t = useTranslations("prolongation");
  const router = useRouter();
  const ids = useId();
  const [step, setStep] = useState<Step>("selection");
  const [chosenTerm, setChosenTerm] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);
  const key = useIdempotencyKey();

  const business = audience === "b2b";
  // deals.md §6 and §9: business customers see prices net of the 19 % VAT.
  const shown = (gross: number) => {
    const amount = business ? netOfVat(gross) : gross;
    return formatMoney(amount, locale, { forceFractionDigits: !Number.isInteger(amount) });
  };
  const chosen = offer.options.find((option) => option.term === chosenTerm) ?? null;

  const order = async (option: ProlongationOption) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { status, data } = await callEndpoint("postProlongation", {
        params: { id: dealId },
        body: { term: option.term, amount: option.price, mileage_package: offer.mileage_package, dealId },
        idempotencyKey: key.current({ term: option.term }),
      });
      // A refusal's reason; a network failure is status 500 without data.
      const answer = data as (Partial<ProlongationResult> & { code?: string; issues?: { code?: string }[] }) | null;
      if (status < 200 || status >= 300) {
        fail(answer?.code ?? answer?.issues?.[0]?.code ?? null);
        return;
      }
      if (business) {
        const query = prolongationSuccessQuery({
          endDate: prolongationEndDate(offer.start_date, option.term),
          price: netOfVat(option.price),
          kmPackage: offer.mileage_package,
          term: option.term,
        });
        router.push(`/${locale}/car/${encodeURIComponent(dealId)}/prolongation/success?${query}`);
      } else {
        router.push(`${paths.deal(locale, dealId)}/prolongation/thank-you`);
      }
    } catch {
      fail(null);
    } finally {
      setSending(false);
    }
  };

  const fail = (code: string | null) => {
    setFailure({ code });
    setFailureOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (!accepted) {
      setTermsError(true);
      return;
    }
    void order(chosen);
  };

  if (step === "selection" || !chosen) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) setStep("overview");
        }}
      >
        <InteractiveWhenHydrated>
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("selectionLegend", { audience })}</legend>
            {offer.kind === "legacy" ? <p className={styles.note}>{t("legacyNote", { audience })}</p> : null}
            {offer.options.map((option) => (
              <label key={option.term} className={styles.option}>
                <input
                  type="radio"
                  name={`${ids}-term`}
                  value={option.term}
                  checked={chosenTerm === option.term}
                  onChange={() => setChosenTerm(option.term)}
                />
                <span className={styles.optionBody}>
                  <span className={styles.optionTerm}>{t("months", { term: option.term })}</span>
                  <span>
                    {t("perMonth", { price: shown(option.price) })}{" "}
                    {option.discount > 0 ? <s className={styles.originalPrice}>{t("insteadOf", { price: shown(option.original_price) })}</s> : null}
                  </span>
                  {option.discount > 0 ? (
                    <span className={styles.discount}>{t("discount", { audience, discount: shown(option.discount) })}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>{t("vatNote", { audience })}</p>
          <div className={form.actions}>
            <button type="submit" className={button.primary} disabled={!chosen}>
              {t("next")}
            </button>
          </div>
        </InteractiveWhenHydrated>
      </form>
    );
  }

  const termsId = `${ids}-terms`;
  const termsErrorId = `${ids}-terms-error`;
  const formErrorId = `${ids}-form-error`;
  return (
    <form onSubmit={submit} noValidate aria-describedby={failure ? formErrorId : undefined}>
      <InteractiveWhenHydrated>
        <h3>{t("overviewTitle")}</h3>
        <dl className={styles.facts}>
          <div className={styles.row}>
            <dt>{t("term")}</dt>
            <dd>{t("months", { term: chosen.term })}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("price")}</dt>
            <dd>{t("perMonth", { price: shown(chosen.price) })}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("kmPackage")}</dt>
            <dd>{t("kmPerMonth", { km: offer.mileage_package.toLocaleString(locale === "en-US" ? "en-US" : "de-DE") })}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("startDate")}</dt>
            <dd>{formatDate(offer.start_date)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("endDate")}</dt>
            <dd>{formatDate(prolongationEndDate(offer.start_date, chosen.term))}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t("vatNote", { audience })}</p>
        <div className={form.field}>
          <label className={form.checkbox} htmlFor={termsId}>
            <input
              id={termsId}
              type="checkbox"
              checked={accepted}
              required
              aria-invalid={termsError || undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setTermsError(false);
              }}
            />
            <span>{t.rich("terms", { conditions: conditionsLink(paths.terms(locale)) })}</span>
          </label>
          {termsError ? (
            <p id={termsErrorId} className={form.error} role="alert">
              {t("termsRequired", { audience })}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p id={formErrorId} className={form.error} role="alert">
            {t("formError", { audience })}
          </p>
        ) : null}
        <div className={form.actions}>
          <button type="button" className={button.secondary} onClick={() => setStep("selection")} disabled={sending}>
            {t("back")}
          </button>
          <button type="submit" className={button.primary} disabled={sending} aria-busy={sending || undefined}>
            {sending ? t("sending") : t("submit")}
          </button>
        </div>
        <Dialog
          open={failureOpen}
          onOpenChange={setFailureOpen}
          title={t("failedTitle")}
          description={
            failure?.code && WORDED_CODES[failure.code]
              ? t(WORDED_CODES[failure.code]!, { audience })
              : t("failedText", { audience, phone: SUPPORT_PHONE })
          }
          closeLabel={t("close")}
        >
          <div className={form.actions}>
            <button
              type="button"
              className={button.primary}
              onClick={() => {
                setFailureOpen(false);
                void order(chosen);
              }}
            >
              {t("retry")}
            </button>
            <DialogClose className={button.tertiary}>{t("close")}</DialogClose>
          </div>
        </Dialog>
      </InteractiveWhenHydrated>
    </form>
  );
}
