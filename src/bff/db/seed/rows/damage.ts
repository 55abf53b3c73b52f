/** Damage reports (deals.md §3 "Damage report") with their damages, classified as the portal names them. */
import type { SeedCalendar } from "../calendar";
import type { DamageInsert, DamageReportInsert } from "../types";
import { filePath } from "./documents";

/** Damage classifications with the German names the portal shows. */
const damageTypes = { scratch: "Kratzer", dent: "Delle", stone_chip: "Steinschlag" };
const damageAreas = { front: "Front", rear: "Heck", left_side: "Linke Seite", right_side: "Rechte Seite" };
const damageParts = {
  rear_bumper: "Stoßfänger hinten",
  windshield: "Windschutzscheibe",
  front_left_door: "Tür vorne links",
  rear_right_door: "Tür hinten rechts",
};

/** A report made `reportedDaysAgo` at 17:45. */
export function seedDamageReport(
  { day, at }: SeedCalendar,
  id: string,
  dealId: string,
  reportedDaysAgo: number,
  repairStatus: DamageReportInsert["repairStatus"],
  appointmentAt: Date | null,
): DamageReportInsert {
  return {
    id,
    dealId,
    reportedOn: day(-reportedDaysAgo),
    appointmentAt,
    repairStatus,
    downloadUrl: filePath("getDamageReportFile", { id: dealId, reportId: id }),
    createdAt: at(-reportedDaysAgo, "17:45"),
  };
}

export function damagesOf(
  damageReportId: string,
  damages: [type: keyof typeof damageTypes, area: keyof typeof damageAreas, part: keyof typeof damageParts][],
): DamageInsert[] {
  return damages.map(([type, area, part], index) => ({
    id: `${damageReportId}--${index + 1}`,
    damageReportId,
    position: index + 1,
    typeKey: type,
    typeNameDe: damageTypes[type],
    areaKey: area,
    areaNameDe: damageAreas[area],
    partKey: part,
    partNameDe: damageParts[part],
  }));
}
