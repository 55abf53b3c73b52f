import type { Deal } from "@/features/deals/types";
import { isDealInPreparation } from "@/features/deals/rules/deal-state";

/**
 * The subscription list's bridging-vehicle info banner (deals.md section 2): the ordered car
 * arrives later and a bridging vehicle (bridging_type BEGINNING) bridges the time until then.
 * The spec names the banner, not its condition; it shows while the ordered car is not delivered.
 */
export function isBridgingVehicleInfoShown(deal: Pick<Deal, "state" | "bridging_type">): boolean {
  return deal.bridging_type === "BEGINNING" && isDealInPreparation(deal);
}

/**
 * The day the bridging banner names for the ordered car: its planned delivery date (deals.md §3
 * Handover data), null while it is not planned (the banner then names no day). Only where the
 * banner shows (`isBridgingVehicleInfoShown`).
 */
export function bridgedCarDeliveryDate(deal: Pick<Deal, "state" | "bridging_type" | "planned_delivery_date">): string | null {
  return isBridgingVehicleInfoShown(deal) ? deal.planned_delivery_date : null;
}

/** The deal this one follows, among the customer's deals (for the swap rule). */
export function previousDealOf<T extends Pick<Deal, "id">>(deal: Pick<Deal, "previous_subscription_id">, deals: readonly T[]): T | null {
  return deal.previous_subscription_id === null ? null : (deals.find((candidate) => candidate.id === deal.previous_subscription_id) ?? null);
}
