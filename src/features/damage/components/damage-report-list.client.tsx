"use client";

import { useTranslations } from "next-intl";
import { formatDate } from "@/lib/date";
import { Dialog } from "@/ui/dialog";
import { button } from "@/ui/recipes.css";
import type { DamageReport } from "../types";
import * as styles from "./damage-reports.css";

export function DamageReportList({ reports }: { reports: DamageReport[] }) {
  const t = useTranslations("damageReports");
  return (
    <ul className={styles.list}>
      {reports.map((report) => (
        <li key={`${report.date}-${report.damages.map((d) => d.part.key).join("-")}`} className={styles.item}>
          <span className={styles.summary}>
            <span>{report.damages.map((damage) => `${damage.type.name_de}: ${damage.part.name_de}`).join(", ")}</span>
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

function DamageReportDetails({ report }: { report: DamageReport }) {
  const t = useTranslations();
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
        <div>
          <h3>{t("damageReports.damages")}</h3>
          <ul className={styles.detailList}>
            {report.damages.map((damage) => (
              <li
                key={`${damage.type.key}-${damage.area.key}-${damage.part.key}`}
              >{`${damage.type.name_de} – ${damage.area.name_de}, ${damage.part.name_de}`}</li>
            ))}
          </ul>
        </div>
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
