"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { formatNumber } from "@/lib/numbers";
import { paths } from "@/lib/paths";
import { conditionsLink } from "@/ui/conditions-link";
import * as form from "@/ui/form.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { button } from "@/ui/recipes.css";
import { prolongationEndDate, type ProlongationOffer } from "../rules/prolongation-offer";
import type { ProlongationOption } from "../rules/prolongation";
import { ProlongationFailedDialog } from "./prolongation-failed-dialog.client";
import type { ProlongationFlowView } from "./use-prolongation-flow.client";
import * as styles from "./prolongation.css";

/**
 * The overview of the chosen option with the required terms checkbox (deals.md §5 "Prolongation
 * requires the terms checkbox"); a failed order shows the form error of §8 and the failure modal.
 */
export function ProlongationOverview({
  view,
  chosen,
  locale,
  audience,
  offer,
  headingTag: Heading = "h3",
}: {
  view: ProlongationFlowView;
  chosen: ProlongationOption;
  locale: Locale;
  audience: Audience;
  offer: ProlongationOffer;
  headingTag?: "h2" | "h3";
}) {
  const t = useTranslations("prolongation");
  const ids = useId();
  const { termsError, failure, sending, price } = view;
  const termsId = `${ids}-terms`;
  const termsErrorId = `${ids}-terms-error`;
  const formErrorId = `${ids}-form-error`;
  return (
    <form onSubmit={view.submit} noValidate aria-describedby={failure ? formErrorId : undefined}>
      <InteractiveWhenHydrated>
        <Heading>{t("overviewTitle")}</Heading>
        <dl className={styles.facts}>
          <div className={styles.row}>
            <dt>{t("term")}</dt>
            <dd>{t("months", { term: chosen.term })}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("price")}</dt>
            <dd>{t("perMonth", { price: price(chosen.price) })}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("kmPackage")}</dt>
            <dd>{t("kmPerMonth", { km: formatNumber(offer.mileage_package, locale) })}</dd>
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
              checked={view.accepted}
              required
              aria-invalid={termsError || undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
              onChange={(event) => view.accept(event.target.checked)}
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
          <button type="button" className={button.secondary} onClick={() => view.setStep("selection")} disabled={sending}>
            {t("back")}
          </button>
          <button type="submit" className={button.primary} disabled={sending} aria-busy={sending || undefined}>
            {sending ? t("sending") : t("submit")}
          </button>
        </div>
        <ProlongationFailedDialog view={view} audience={audience} />
      </InteractiveWhenHydrated>
    </form>
  );
}
