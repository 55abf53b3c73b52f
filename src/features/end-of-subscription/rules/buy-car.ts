import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { isExtendOptionsSelectorShown } from "./prolongation-offer";
import type { EndOfSubscriptionFields } from "./end-of-subscription-options";

/**
 * deals.md §9: "Buy-car config minimum days values 999 and 998". Read as the reach of the day
 * window around the return date (§4: "visible in a day window around the return date"): from 999
 * days before it until 998 days after it, both included. Values this large span any contract, so
 * in practice the inventory vehicle decides; the config keeps the window in place for tighter values.
 */
export const BUY_CAR_WINDOW_DAYS_BEFORE_RETURN = 999;
export const BUY_CAR_WINDOW_DAYS_AFTER_RETURN = 998;

/** deals.md §2: the buy-car modal, opened by `?modalName=`. */
export const BUY_CAR_MODAL_NAME = "buy_car_modal";

/** The inventory entry for the deal's car (deals.md §3, "Inventory item"). */
export interface InventoryVehicle {
  finn_car_id: string;
  vin: string;
  aop_rv_presale_target: number;
  aop_stock_rv_damage_equivalent: number;
  aop_stock_rv_km_equivalent: number;
}

/**
 * deals.md §4: "Buy car is visible in a day window around the return date and needs an inventory
 * vehicle for the car." Days to the return date are `days_left_to_schedule_return` (negative after
 * it); `inventoryVehicle` is the inventory lookup for the car's car_id, null when it found none.
 */
export function isBuyCarVisible(deal: Pick<Deal, "days_left_to_schedule_return">, inventoryVehicle: InventoryVehicle | null): boolean {
  const daysLeft = deal.days_left_to_schedule_return;
  return (
    inventoryVehicle !== null && daysLeft !== null && daysLeft <= BUY_CAR_WINDOW_DAYS_BEFORE_RETURN && daysLeft >= -BUY_CAR_WINDOW_DAYS_AFTER_RETURN
  );
}

/**
 * Whether the customer may ask for a purchase offer: the buy option sits in the extend-options
 * selector (deals.md §4 "End-of-subscription options"), so the selector must show, and §4's day
 * window and inventory vehicle must hold. The selector and POST …/buy-car-offer both ask this.
 */
export function isBuyCarOffered(
  deal: EndOfSubscriptionFields & Pick<Deal, "end_date" | "days_left_to_schedule_return">,
  inventoryVehicle: InventoryVehicle | null,
  context: Pick<RuleContext, "now">,
): boolean {
  return isExtendOptionsSelectorShown(deal, context) && isBuyCarVisible(deal, inventoryVehicle);
}
