import type { Deal } from "../../deals/types";
import { isDealCalledOff, isDealEnded, wasCarHandedOver } from "../../deals/rules/deal-state";
import { isProlongation, isProlonged } from "../../deals/rules/subscribed-as";

type ReturnFields = Pick<Deal, "state" | "return_type" | "days_left_to_schedule_return">;

/**
 * deals.md section 4: a return counts as scheduled when a return type exists, the deal is not
 * INACTIVE or ENDED, and days left is above 0. "Days left" is `days_left_to_schedule_return`.
 */
export function isReturnScheduled(deal: ReturnFields): boolean {
  return deal.return_type !== null && !isDealEnded(deal) && (deal.days_left_to_schedule_return ?? 0) > 0;
}

/**
 * deals.md section 4: the return can be planned when `is_return_window_open` is true. The BFF
 * computes the flag with `isReturnWindowOpen` (return-planning.ts); the portal only reads it.
 */
export function canPlanReturn(deal: Pick<Deal, "is_return_window_open">): boolean {
  return deal.is_return_window_open;
}

/** Why the return page has no form: the reason its notice gives (deals.md §4 return window). */
export type ReturnPlanningBlock = "car_not_delivered" | "return_under_way" | "not_yet" | "subscription_ended" | "called_off" | "prolonged";

/**
 * The return page's notice instead of the form, or null while the return can be planned. A car not
 * handed over yet has nothing to return, an ended subscription nothing left to plan, a stopped or
 * cancelled order (`isDealCalledOff`: it never started) never had a car to return, a prolonged
 * one no return at all (the car stays with the customer: `isProlonged`, the rule the deal page's
 * "Dein Abo ist verlängert" banner shows by, so the two pages never disagree), and a booked return
 * whose window closed (the return is under way) is no longer changed; only otherwise is the window
 * still ahead (deals.md §4 leaves these notices "not shown"; each is one textblock of the return
 * page, so a customer is never told "not yet" about a return that is done or not needed). A
 * prolongation's new deal (`isProlongation`) is CREATED while the car is already with the customer,
 * as the deal page's "Du fährst dein Auto weiter" says: its return is "not yet", before the new end.
 */
export function returnPlanningBlock(
  deal: Pick<
    Deal,
    "is_return_window_open" | "state" | "actual_handover_date" | "return_type" | "subscribed_as" | "subscribed_to" | "followup_subscription_id"
  >,
): ReturnPlanningBlock | null {
  if (canPlanReturn(deal)) return null;
  if (isDealEnded(deal)) return "subscription_ended";
  if (isDealCalledOff(deal)) return "called_off";
  if (isProlonged(deal)) return "prolonged";
  if (!wasCarHandedOver(deal) && !isProlongation(deal)) return "car_not_delivered";
  return deal.return_type === null ? "not_yet" : "return_under_way";
}
