/** What the end of a subscription offers: prolongation prices and inventory vehicles to buy (deals.md §3). */
import type { SeedCalendar } from "../calendar";
import type { InventoryVehicleInsert, ProlongationPriceInsert } from "../types";

/** A prolongation price of a deal, gross EUR per month in cents. */
export function seedProlongationPrice(
  { at }: SeedCalendar,
  dealId: string,
  term: number,
  priceCents: number,
  originalPriceCents: number,
): ProlongationPriceInsert {
  return {
    id: `prolongation-price-${dealId}-${term}`,
    dealId,
    term,
    priceCents,
    originalPriceCents,
    createdAt: at(-30, "08:00"),
  };
}

/** A car in the inventory (deals.md §3 "Inventory item"), EUR in cents. */
export function seedInventoryVehicle(
  { at }: SeedCalendar,
  carId: string,
  vin: string,
  presale: number,
  damage: number,
  km: number,
): InventoryVehicleInsert {
  return {
    id: `inventory-${carId}`,
    carId,
    finnCarId: carId,
    vin,
    presaleTargetCents: presale,
    damageEquivalentCents: damage,
    kmEquivalentCents: km,
    createdAt: at(-7, "08:00"),
  };
}
