import { berlinDay } from "@/lib/calendar-day";
import type { Deal } from "@/features/deals/types";
import { isProlongation } from "@/features/deals/rules/subscribed-as";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import { EARLY_AVAILABILITY_ONLY_STEPS, ORDER_STEPS, type OrderStatus, type OrderStatusData, type OrderStep } from "@/features/deals/status-types";

const EARLY_AVAILABILITY_ONLY: ReadonlySet<OrderStep> = new Set(EARLY_AVAILABILITY_ONLY_STEPS);

/**
 * deals.md §4: "steps differ for early availability"; §2: delivery_confirmation is "only in the
 * longer list", which is the early-availability one (an early car comes on a date still to confirm).
 */
export function orderStatusSteps(hasEarlyAvailability: boolean): readonly OrderStep[] {
  return hasEarlyAvailability ? ORDER_STEPS : ORDER_STEPS.filter((step) => !EARLY_AVAILABILITY_ONLY.has(step));
}

/**
 * deals.md §4: "order status block shows only when delivery is not completed, the deal is not
 * inactive and the end date is in the future". Delivery is completed once the car is handed over
 * (`actual_handover_date`; "A deal becomes ACTIVE after the car is handed over"). The end date is
 * in the future from the day after today on (Berlin); a deal without one has no end in the past.
 * Reading: a prolongation (§3 subscribed_as PROLONGATION) continues with the car the customer
 * already drives, so it has no delivery to complete and no order status to tell.
 */
export function isOrderStatusVisible(
  deal: Pick<Deal, "actual_handover_date" | "state" | "end_date" | "subscribed_as">,
  context: Pick<RuleContext, "now">,
): boolean {
  const endsInFuture = deal.end_date === null || berlinDay(deal.end_date) > berlinDay(context.now);
  return deal.actual_handover_date === null && deal.state !== "INACTIVE" && endsInFuture && !isProlongation(deal);
}

/**
 * The delivery date is planned: the deal carries its planned delivery date (deals.md §3 Handover
 * data `planned_delivery_date`). Until then the page says the date is still to be set.
 */
export function isDeliveryDatePlanned(deal: Pick<Deal, "planned_delivery_date">): boolean {
  return deal.planned_delivery_date !== null;
}

/**
 * The order status block has something to tell, where `isOrderStatusVisible` lets it show: a step
 * reached, or a planned delivery date before the first step is on record (an order bridged by a
 * transition car is planned while no step is reached yet). An order with neither (a lead before
 * checkout) shows no empty block.
 */
export function hasOrderStatusToShow(
  status: Pick<OrderStatusData, "status"> & { delivery: Pick<OrderStatusData["delivery"], "planned_delivery_date"> },
): boolean {
  return status.status !== null || isDeliveryDatePlanned(status.delivery);
}

/** deals.md §4: "A verification banner shows when order status is order_received." */
export function isVerificationBannerShown(orderStatus: OrderStatus | null): boolean {
  return orderStatus === "order_received";
}
