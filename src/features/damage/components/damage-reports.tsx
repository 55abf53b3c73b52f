import { getTranslations } from "next-intl/server";
import { FeatureMessages } from "@/i18n/feature-messages";
import type { PageContext } from "@/kernel/page-context";
import { fileLinkIn } from "@/api/file-download";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { getDealDamageReports } from "../api/damage.server";
import type { DamageDefectType } from "../rules/damage-submission";
import type { ListedDamageReport } from "./damage-report-list.client";
import { DamageReportList } from "./damage-report-list.lazy.client";
import * as styles from "./damage-reports.css";

/** The deal's damage reports, each with a details modal (deals.md section 2). */
export async function DamageReports({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const [reports, t, tDefect] = await Promise.all([
    getDealDamageReports(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "damageReports" }),
    getTranslations({ locale, namespace: "damageDefectTypes" }),
  ]);
  const heading = title ?? t("title");
  // The defect types' names are worded here: the list's code in the browser needs only the few it shows.
  const localised = reports?.map((report): ListedDamageReport => ({
    ...report,
    download_url: report.download_url && fileLinkIn(report.download_url, locale),
    defectLabel: report.reported?.defect_type ? tDefect(report.reported.defect_type as DamageDefectType) : null,
  }));
  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      {!localised || localised.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <FeatureMessages namespaces={["damageReports", "subscriptionList"]}>
          <DamageReportList reports={localised} />
        </FeatureMessages>
      )}
    </section>
  );
}
