import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { DamageReport } from "@/features/damage/types";
import type { Db } from "../db/client";
import { damage, damagePhoto, damageReport, deal, repairOrder, type DamageRow, type RepairOrderRow } from "../db/schema";
import { ownedDeal } from "../deals/deal-ownership";
import { toDamageReport } from "./damage-mapper";

/**
 * The damage reports of a customer's deal, newest first (deals.md §3 "Damage report", §7).
 * Null when the deal is not the customer's; an empty list when it has no reports.
 */
export async function listDamageReports(db: Db, customerId: string, dealId: string): Promise<DamageReport[] | null> {
  const rows = await db
    .select({ report: damageReport })
    .from(deal)
    .leftJoin(damageReport, eq(damageReport.dealId, deal.id))
    .where(ownedDeal(customerId, dealId))
    .orderBy(desc(damageReport.reportedOn), desc(damageReport.createdAt), asc(damageReport.id));
  if (rows.length === 0) return null;
  const reports = rows.flatMap(({ report }) => (report ? [report] : []));
  if (reports.length === 0) return [];

  const reportIds = reports.map((report) => report.id);
  const damages = await db
    .select()
    .from(damage)
    .where(inArray(damage.damageReportId, reportIds))
    .orderBy(asc(damage.damageReportId), asc(damage.position));
  const repairOrders = await db
    .select()
    .from(repairOrder)
    .where(inArray(repairOrder.damageReportId, reportIds))
    .orderBy(asc(repairOrder.orderedOn), asc(repairOrder.id));

  const photos = await db
    .select({ reportId: damagePhoto.damageReportId, count: count() })
    .from(damagePhoto)
    .where(inArray(damagePhoto.damageReportId, reportIds))
    .groupBy(damagePhoto.damageReportId);

  const damagesByReport = groupByReport(damages);
  const ordersByReport = groupByReport(repairOrders);
  const photosByReport = new Map(photos.map(({ reportId, count }) => [reportId, count]));
  return reports.map((report) =>
    toDamageReport(report, damagesByReport.get(report.id) ?? [], ordersByReport.get(report.id) ?? [], photosByReport.get(report.id) ?? 0),
  );
}

function groupByReport<Row extends DamageRow | RepairOrderRow>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.damageReportId);
    if (group) group.push(row);
    else groups.set(row.damageReportId, [row]);
  }
  return groups;
}
