import "server-only";
import type { Damage, DamageReport, RepairOrder } from "@/features/damage/types";
import type { DamageReportRow, DamageRow, RepairOrderRow } from "../db/schema";
import { iso } from "../deals/deal-mapper";

/** Rows to the wire shape of `features/damage/types.ts`; damages and orders come in the order to show. */
export function toDamageReport(report: DamageReportRow, damages: readonly DamageRow[], repairOrders: readonly RepairOrderRow[]): DamageReport {
  return {
    date: report.reportedOn,
    appointment_date: iso(report.appointmentAt),
    repair_status: report.repairStatus,
    damages: damages.map(toDamage),
    repair_orders: repairOrders.map(toRepairOrder),
    download_url: report.downloadUrl,
  };
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
