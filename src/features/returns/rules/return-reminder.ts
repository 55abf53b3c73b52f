import type { Deal } from "../../deals/types";
import { isReturnInProgress } from "./return-planning";
import { canPlanReturn } from "./return-schedule";
import { isProlongation } from "../../deals/rules/subscribed-as";

type ReminderFields = Pick<Deal, "days_left_to_schedule_return" | "return_type" | "is_return_window_open" | "subscribed_as">;

/**
 * deals.md §4: "Return reminder banner: days_left_to_schedule_return is 0 or more, return type is
 * neither PICKUP nor SELF_RETURN, the window is open and the deal is not a PROLONGATION."
 */
export function isReturnReminderShown(deal: ReminderFields): boolean {
  return (
    deal.days_left_to_schedule_return !== null &&
    deal.days_left_to_schedule_return >= 0 &&
    !isReturnInProgress(deal) &&
    canPlanReturn(deal) &&
    !isProlongation(deal)
  );
}
