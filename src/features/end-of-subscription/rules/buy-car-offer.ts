import type { Audience } from "@/lib/audience";
import { netOfVat, VAT_FACTOR } from "@/lib/money";
import type { InventoryVehicle } from "./buy-car";

/** deals.md §9 buy-out estimate ceil10((1.03*x+1500)*1.19): the margin factor. */
export const BUY_OUT_MARGIN_FACTOR = 1.03;
/** deals.md §9 buy-out estimate: the fixed handling fee in EUR. */
export const BUY_OUT_FEE_EUR = 1500;
/** deals.md §9 buy-out estimate: rounded up to the next 10 EUR. */
export const BUY_OUT_ROUNDING_EUR = 10;

/**
 * deals.md §9 "Buy-car offer = presale target minus damage equivalent minus km equivalent,
 * rounded": the non-binding purchase offer in whole EUR. It is the price sent to the operations
 * side (§7 "query vin, dealId, price"). Never below 0 (a car worth nothing is offered for 0).
 */
export function buyCarOffer(
  vehicle: Pick<InventoryVehicle, "aop_rv_presale_target" | "aop_stock_rv_damage_equivalent" | "aop_stock_rv_km_equivalent">,
): number {
  const offer = Math.round(vehicle.aop_rv_presale_target - vehicle.aop_stock_rv_damage_equivalent - vehicle.aop_stock_rv_km_equivalent);
  return Math.max(0, offer);
}

/**
 * deals.md §9 "buy-out estimate ceil10((1.03*x+1500)*1.19)" with x the offer: the offer is the
 * car's net residual value, so the estimate is what the customer would pay, margin, fee and 19 %
 * VAT included. Where §9 leaves its use open the portal shows it in the buy-car modal below the
 * offer, as the expected purchase price (gross; net of VAT for business customers).
 */
export function buyOutEstimate(offer: number): number {
  const gross = (BUY_OUT_MARGIN_FACTOR * offer + BUY_OUT_FEE_EUR) * VAT_FACTOR;
  // Round away float noise first (1.03 * 10000 is 10300.000000000002), then up to the next 10.
  const cents = Math.round(gross * 100) / 100;
  return Math.ceil(cents / BUY_OUT_ROUNDING_EUR) * BUY_OUT_ROUNDING_EUR;
}

/** What the buy-car modal shows: the offer and the buy-out estimate, whole EUR (deals.md §9 "shown in EUR without decimals"). */
export interface BuyCarQuote {
  /** The non-binding purchase offer (§9), the same for every audience: the car's net value. */
  offer: number;
  /** The estimate as the customer sees it: gross for private customers, net of VAT for business ones (§6). */
  estimate: number;
  /** The estimate with VAT, rounded up to the next 10 EUR (§9): what the explanation names. */
  gross: number;
  /** Whether `estimate` excludes VAT (business customers), so the modal adds the VAT note. */
  net: boolean;
}

export function buyCarQuote(vehicle: InventoryVehicle, audience: Audience): BuyCarQuote {
  const offer = buyCarOffer(vehicle);
  const gross = buyOutEstimate(offer);
  const net = audience === "b2b";
  return { offer, estimate: net ? Math.round(netOfVat(gross)) : gross, gross, net };
}
