/**
 * A damage report as GET /deals/{id}/damage-reports lists it (deals.md §3 "Damage report",
 * list item). Wire names are snake_case like `features/deals/types.ts`; days are "YYYY-MM-DD",
 * instants ISO-8601 in UTC.
 */

/** deals.md §3; the German labels (Gemeldet, Vereinbart, In Reparatur, Repariert, Keine Reparatur) live in the messages. */
export const REPAIR_STATUSES = ["open", "ordered", "in_progress", "conducted", "canceled"] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** A classification of a damage: a stable key and the German name the portal shows (deals.md §3). */
export interface DamageAttribute {
  key: string;
  name_de: string;
}

export interface Damage {
  type: DamageAttribute;
  area: DamageAttribute;
  part: DamageAttribute;
}

export interface RepairOrder {
  /** Day the repair was ordered. */
  date: string;
}

/**
 * What the customer told the portal when reporting (deals.md §3 "Damage submission"). The staff's
 * classification (`damages`) comes later; until then this is what the list and details show
 * (a fresh report was listed without a title and an empty "Schäden").
 */
export interface ReportedDamage {
  /** deals.md §5 defect type (technicalDefect), worded by the messages' `damageDefectTypes`; null when an API client sent none (§3). */
  defect_type: string | null;
  description: string | null;
  /** The day it happened; null when the customer did not know. */
  occurred_on: string | null;
  photo_count: number;
}

export interface DamageReport {
  /** The report's id (a stable key for lists). */
  id: string;
  /** Day the damage was reported. */
  date: string;
  /** Instant of the repair or inspection appointment; null while none is agreed. */
  appointment_date: string | null;
  repair_status: RepairStatus;
  damages: Damage[];
  /** What the customer reported in the portal; null for reports from elsewhere (workshop, return appraisal). */
  reported: ReportedDamage | null;
  repair_orders: RepairOrder[];
  /** The report as a PDF; null while the archive has none. */
  download_url: string | null;
}
