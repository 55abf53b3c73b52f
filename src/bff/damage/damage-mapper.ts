import "server-only";
import type { Damage, DamageReport, RepairOrder, ReportedDamage } from "@/features/damage/types";
import type { DamageReportRow, DamageRow, RepairOrderRow } from "../db/schema";
import { iso } from "../deals/deal-mapper";

/** Rows to the wire shape of `features/damage/types.ts`; damages and orders come in the order to show. */
export function toDamageReport(
  report: DamageReportRow,
  damages: readonly DamageRow[],
  repairOrders: readonly RepairOrderRow[],
  photoCount: number,
): DamageReport {
  return {
    id: report.id,
    date: report.reportedOn,
    appointment_date: iso(report.appointmentAt),
    repair_status: report.repairStatus,
    damages: damages.map(toDamage),
    reported: toReported(report, photoCount),
    repair_orders: repairOrders.map(toRepairOrder),
    download_url: report.downloadUrl,
  };
}

/** A report sent through the portal has the address the car stands at (always required there); one from elsewhere has none. */
function toReported(report: DamageReportRow, photoCount: number): ReportedDamage | null {
  if (report.street === null) return null;
  return { defect_type: report.defectType, description: report.description, occurred_on: report.occurredOn, photo_count: photoCount };
}

function toDamage(row: DamageRow): Damage {
  return {
    type: { key: row.typeKey, name_de: row.typeNameDe },
    area: { key: row.areaKey, name_de: row.areaNameDe },
    part: { key: row.partKey, name_de: row.partNameDe },
  };
}

function toRepairOrder(row: RepairOrderRow): RepairOrder {
  return { date: row.orderedOn };
}
