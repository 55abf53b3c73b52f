"use client";

import { useTranslations } from "next-intl";
import { formatDate } from "@/lib/date";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import type { DamageAttribute, DamageReport } from "../types";
import * as styles from "./damage-reports.css";

/** A report as the list shows it: the name of its reported defect type worded on the server. */
export type ListedDamageReport = DamageReport & { defectLabel: string | null };

type Translate = ReturnType<typeof useTranslations<"damageReports">>;

/**
 * A classification's name in the page's language: the staff's classification carries German
 * names (deals.md §3), which an English page wrote among English texts; a key the messages know is
 * named in the page's language, any other keeps its German name.
 */
function classificationName(t: Translate, kind: "type" | "area" | "part", attribute: DamageAttribute): string {
  const key = `classification.${kind}.${attribute.key}` as const;
  return t.has(key) ? t(key) : attribute.name_de;
}

export function DamageReportList({ reports }: { reports: ListedDamageReport[] }) {
  const t = useTranslations("damageReports");
  return (
    <ul className={styles.list}>
      {reports.map((report) => (
        <li key={report.id} className={styles.item}>
          <span className={styles.summary}>
            <span>{reportTitle(report, t)}</span>
            <span className={styles.muted}>{t("reportedOn", { date: formatDate(report.date) })}</span>
          </span>
          <span className={styles.status[report.repair_status]} data-testid="repair-status">
            {t(`statuses.${report.repair_status}`)}
          </span>
          <DamageReportDetails report={report} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A report's title: the staff's classification once there is one (German names, deals.md §3),
 * before that the defect type the customer reported.
 */
function reportTitle(report: ListedDamageReport, t: Translate): string {
  if (report.damages.length > 0) {
    return report.damages.map((damage) => `${classificationName(t, "type", damage.type)}: ${classificationName(t, "part", damage.part)}`).join(", ");
  }
  // Neither classified nor typed (an API client may leave the defect type out, deals.md §3): never an empty title.
  return report.defectLabel ?? t("untitled");
}

function DamageReportDetails({ report }: { report: ListedDamageReport }) {
  const t = useTranslations();
  const tReports = useTranslations("damageReports");
  const date = formatDate(report.date);
  return (
    <Dialog
      title={t("damageReports.reportedOn", { date })}
      closeLabel={t("dialog.close")}
      trigger={
        <button type="button" className={button.tertiary} aria-label={t("damageReports.showDetails", { date })}>
          {t("subscriptionList.showDetails")}
        </button>
      }
    >
      <div className={styles.details}>
        <p>
          <span className={styles.status[report.repair_status]}>{t(`damageReports.statuses.${report.repair_status}`)}</span>
        </p>
        {report.reported ? (
          <ReportedDamageDetails reported={report.reported} defectLabel={report.defectLabel} assessed={report.damages.length > 0} />
        ) : null}
        {report.damages.length > 0 ? (
          <div>
            <h3>{t("damageReports.damages")}</h3>
            <ul className={styles.detailList}>
              {report.damages.map((damage) => (
                <li
                  key={`${damage.type.key}-${damage.area.key}-${damage.part.key}`}
                >{`${classificationName(tReports, "type", damage.type)} – ${classificationName(tReports, "area", damage.area)}, ${classificationName(tReports, "part", damage.part)}`}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {report.appointment_date ? (
          <p>
            {t("damageReports.appointment")}: {formatDate(report.appointment_date)}
          </p>
        ) : null}
        {report.repair_orders.length > 0 ? (
          <div>
            <h3>{t("damageReports.repairOrders")}</h3>
            <ul className={styles.detailList}>
              {report.repair_orders.map((order) => (
                <li key={order.date}>{t("damageReports.repairOrderOn", { date: formatDate(order.date) })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {report.download_url ? (
          <a href={report.download_url} download>
            {t("damageReports.download")}
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}

/** What the customer reported, and while staff have not classified it yet, that they will. */
function ReportedDamageDetails({
  reported,
  defectLabel,
  assessed,
}: {
  reported: NonNullable<DamageReport["reported"]>;
  defectLabel: string | null;
  assessed: boolean;
}) {
  const t = useTranslations();
  return (
    <div>
      <h3>{t("damageReports.reported")}</h3>
      <ul className={styles.detailList}>
        {defectLabel ? <li>{t("damageReports.kind", { type: defectLabel })}</li> : null}
        <li>
          {reported.occurred_on ? t("damageReports.occurredOn", { date: formatDate(reported.occurred_on) }) : t("damageReports.occurredUnknown")}
        </li>
        <li>{t("damageReports.photos", { count: reported.photo_count })}</li>
      </ul>
      {reported.description ? (
        <>
          <h4>{t("damageReports.description")}</h4>
          <p className={styles.description}>{reported.description}</p>
        </>
      ) : null}
      {assessed ? null : <p className={styles.muted}>{t("damageReports.assessmentPending")}</p>}
    </div>
  );
}
