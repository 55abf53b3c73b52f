import type { Deal } from "../types";
import { isDealActive } from "./deal-state";

/**
 * The flows a customer starts without a chosen deal (deals.md §2 "/mycars/no-deal/report-damage
 * and /mycars/no-deal/schedule-service: the user first picks a car").
 */

/** The segment that stands for "no deal chosen yet" in a flow's path. */
export const NO_DEAL_SEGMENT = "no-deal";

/**
 * The cars to pick from: subscriptions whose car is with the customer (the damage form's
 * `deal-is-active` and the service's §5 car_id rule); a car not yet delivered or already returned
 * has no damage to report here and no workshop visit to plan.
 */
export function choosableCars<D extends Pick<Deal, "state" | "variant" | "car_id">>(deals: readonly D[]): D[] {
  return deals.filter((deal) => deal.variant === "SUBSCRIPTION" && deal.car_id !== null && isDealActive(deal));
}

/** The flow's page for the picked car: the no-deal path with the deal in place of "no-deal"; null for a path without it. */
export function chosenCarPath(noDealPath: string, dealId: string): string | null {
  const segments = noDealPath.split("/");
  const at = segments.indexOf(NO_DEAL_SEGMENT);
  if (at < 0) return null;
  segments[at] = encodeURIComponent(dealId);
  return segments.join("/");
}
