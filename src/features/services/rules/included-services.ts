import type { Deal } from "@/features/deals/types";

/**
 * deals.md §2 names a "services module" without its contents. The portal shows what the
 * subscription includes for every customer (insurance with its deductibles, tax and registration,
 * maintenance and wear: "alles inklusive außer Laden und Tanken") and the add-ons this deal booked,
 * read from its §3 fields.
 */
export type BaseService = "insurance" | "tax_and_registration" | "maintenance";
export type BookedService = "tire_and_windshield" | "minor_damage" | "young_old_driver" | "addon_mileage";

export const BASE_SERVICES: readonly BaseService[] = ["insurance", "tax_and_registration", "maintenance"];

/** deals.md §9: "Minor damage cover up to 400 euros". */
export const MINOR_DAMAGE_COVER_EUR = 400;

export interface Deductibles {
  /** Cents; a customer-specific fully comprehensive deductible replaces the standard one. */
  vollkasko: number | null;
  teilkasko: number | null;
}

export interface BookedServiceItem {
  key: BookedService;
  /**
   * The kilometres booked once for the whole term for `addon_mileage` (one_time_mileage adds them,
   * the mileage estimate spreads them over the term); null otherwise.
   */
  kilometres: number | null;
  /** The most the add-on covers, in euros (`minor_damage`: 400); null otherwise. */
  coverEur: number | null;
}

export function deductibles(
  deal: Pick<Deal, "damage_deductible_vollkasko" | "damage_deductible_teilkasko" | "customer_specific_vk_damage_deductible">,
): Deductibles {
  return {
    vollkasko: deal.customer_specific_vk_damage_deductible ?? deal.damage_deductible_vollkasko,
    teilkasko: deal.damage_deductible_teilkasko,
  };
}

/** The add-ons the deal booked, in a fixed order. */
export function bookedServices(
  deal: Pick<Deal, "tire_and_windshield" | "minor_damage" | "young_old_driver_fee" | "addon_mileage">,
): BookedServiceItem[] {
  const booked: BookedServiceItem[] = [];
  if (deal.tire_and_windshield) booked.push({ key: "tire_and_windshield", kilometres: null, coverEur: null });
  if (deal.minor_damage) booked.push({ key: "minor_damage", kilometres: null, coverEur: MINOR_DAMAGE_COVER_EUR });
  if ((deal.young_old_driver_fee ?? 0) > 0) booked.push({ key: "young_old_driver", kilometres: null, coverEur: null });
  if ((deal.addon_mileage ?? 0) > 0) booked.push({ key: "addon_mileage", kilometres: deal.addon_mileage, coverEur: null });
  return booked;
}
