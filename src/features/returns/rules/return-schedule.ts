import type { Deal } from "../../deals/types";
import { isDealEnded } from "../../deals/rules/deal-state";

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
