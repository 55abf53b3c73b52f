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

export interface DamageReport {
  /** Day the damage was reported. */
  date: string;
  /** Instant of the repair or inspection appointment; null while none is agreed. */
  appointment_date: string | null;
  repair_status: RepairStatus;
  damages: Damage[];
  repair_orders: RepairOrder[];
  /** The report as a PDF; null while the archive has none. */
  download_url: string | null;
}
