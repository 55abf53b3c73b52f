import { BUSINESS_FLOW_PAGES } from "@/lib/paths";
import type { Deal } from "../types";
import { isBusinessDeal, isDealActive } from "./deal-state";

/**
 * The flows a customer starts without a chosen deal (deals.md §2 "/mycars/no-deal/report-damage
 * and /mycars/no-deal/schedule-service: the user first picks a car"), and the business portal's
 * flow pages named without a car (account.md §2 Business portal "Pages: …, report-damage-page,
 * schedule-service-page": /b2b/report-damage-page picks the car for /b2b/{deal id}/report-damage-page).
 */

/** The segment that stands for "no deal chosen yet" in a flow's path. */
export const NO_DEAL_SEGMENT = "no-deal";
const BUSINESS_PORTAL_SEGMENT = "b2b";

/** Whether the path is a business portal flow named without a car: `/{locale}/b2b/{page}`. */
function isBusinessFlowPath(segments: readonly string[]): boolean {
  return segments.length === 4 && segments[2] === BUSINESS_PORTAL_SEGMENT && BUSINESS_FLOW_PAGES.includes(segments[3]!);
}

/**
 * The cars to pick from: subscriptions whose car is with the customer (the damage form's
 * `deal-is-active` and the service's §5 car_id rule); a car not yet delivered or already returned
 * has no damage to report here and no workshop visit to plan.
 */
export function choosableCars<D extends Pick<Deal, "state" | "variant" | "car_id">>(deals: readonly D[]): D[] {
  return deals.filter((deal) => deal.variant === "SUBSCRIPTION" && deal.car_id !== null && isDealActive(deal));
}

/** The cars the flow at this path offers: on a business portal page only the company cars among them. */
export function choosableCarsFor<D extends Pick<Deal, "state" | "variant" | "car_id" | "type">>(flowPath: string, deals: readonly D[]): D[] {
  const cars = choosableCars(deals);
  return isBusinessFlowPath(flowPath.split("/")) ? cars.filter(isBusinessDeal) : cars;
}

/**
 * The flow's page for the picked car: the no-deal path with the deal in place of "no-deal", or the
 * business portal page with the deal before the page's name; null for another path.
 */
export function chosenCarPath(flowPath: string, dealId: string): string | null {
  const segments = flowPath.split("/");
  const at = segments.indexOf(NO_DEAL_SEGMENT);
  if (at >= 0) segments[at] = encodeURIComponent(dealId);
  else if (isBusinessFlowPath(segments)) segments.splice(3, 0, encodeURIComponent(dealId));
  else return null;
  return segments.join("/");
}
