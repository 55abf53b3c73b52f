"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { stepFormResult } from "@/features/step-forms/result-renderer";
import { formatMoney } from "@/lib/money";
import { BASE_PATH, paths } from "@/lib/paths";
import { Banner } from "@/ui/banner";
import { button } from "@/ui/recipes.css";
import { mileageReportOutcome, type MileageReport, type MileageReportOutcome } from "../rules/mileage-report-outcome";
import { formatNumber } from "@/lib/numbers";

export interface MileageReportResultProps {
  outcome: Exclude<MileageReportOutcome, { kind: "error" }>;
  report: MileageReport;
  dealId: string;
  audience: "b2c" | "b2b";
}

/** The outcomes of deals.md §4 "Mileage report outcome by monthly_mileage_excess" (the error one opens the modal instead). */
export function MileageReportResult({ outcome, report, dealId, audience }: MileageReportResultProps) {
  const t = useTranslations("mileage");
  const locale = useLocale() as Locale;
  const number = (value: number | null | undefined) => formatNumber(Math.abs(value ?? 0), locale);
  const dealHref = `${BASE_PATH}${paths.deal(locale, dealId)}`;

  if (outcome.kind === "exceeds") {
    const recommended = outcome.recommendedPackage;
    return (
      <Banner
        tone="warning"
        title={t("exceedsTitle", { audience })}
        actions={
          <>
            {/* The mileage-upgrade modal (deals.md §2 "Mileage modals") opens on the deal page by its modalName, the recommended package chosen. */}
            {recommended ? (
              <a
                className={button.primary}
                href={`${dealHref}?${new URLSearchParams({ modalName: "mileage-upgrade", mileagePackage: String(recommended.mileage_package) }).toString()}`}
              >
                {t("upgrade")}
              </a>
            ) : null}
            <a className={button.secondary} href={dealHref}>
              {t("backToDeal")}
            </a>
          </>
        }
      >
        <p>
          {t("exceedsText", {
            audience,
            excess: number(report.monthly_mileage_excess),
            totalExcess: number(report.estimated_total_excess),
            cost: formatMoney(report.estimated_total_excess_mileage_cost ?? 0),
          })}
        </p>
        {recommended ? (
          <p>
            {t("recommendation", {
              audience,
              package: number(recommended.mileage_package),
              fee: formatMoney(recommended.mileage_package_fee),
            })}
          </p>
        ) : null}
      </Banner>
    );
  }
  if (outcome.kind === "notExceeding") {
    return (
      <Banner
        tone="success"
        title={t("notExceedingTitle")}
        actions={
          <a className={button.secondary} href={dealHref}>
            {t("backToDeal")}
          </a>
        }
      >
        <p>{t("notExceedingText", { audience, under: number(report.monthly_mileage_excess) })}</p>
      </Banner>
    );
  }
  return (
    <Banner
      tone="info"
      title={t("fallbackTitle")}
      actions={
        <a className={button.secondary} href={dealHref}>
          {t("backToDeal")}
        </a>
      }
    >
      <p>{t("fallbackText", { audience, car: [outcome.make, outcome.model].filter(Boolean).join(" ") || t("yourCar") })}</p>
    </Banner>
  );
}

/**
 * The step-form result "mileage-report-outcome": the mileage report form shows the outcome of its
 * answer (deals.md §4); a zero excess, or a missing one with other data, is the error modal.
 */
export const mileageReportResult = stepFormResult<{
  outcome: Exclude<MileageReportOutcome, { kind: "error" }>;
  report: MileageReport;
  dealId: string;
}>({
  read: (answer, { deal }) => {
    if (!deal) return null;
    const report = (answer ?? {}) as MileageReport;
    const outcome = mileageReportOutcome(deal, report);
    return outcome.kind === "error" ? null : { outcome, report, dealId: deal.id };
  },
  Result: function MileageReportResultView({ value, context }) {
    return <MileageReportResult outcome={value.outcome} report={value.report} dealId={value.dealId} audience={context.audience} />;
  },
});
