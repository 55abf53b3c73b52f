import type { Deal, DealState } from "@/features/deals/types";

/** deals.md §4 and §9: "days left to schedule return is 1 to 90" ("Retention window 1 to 90 days left"). */
export const RETENTION_WINDOW_MIN_DAYS_LEFT = 1;
export const RETENTION_WINDOW_MAX_DAYS_LEFT = 90;
/** deals.md §4: "its state is not CREATED or ACTIVE". */
const RETENTION_HELD_BACK_STATES: ReadonlySet<DealState> = new Set(["CREATED", "ACTIVE"]);

export type RetentionFields = Pick<
  Deal,
  "variant" | "term_type" | "state" | "followup_subscription_id" | "return_type" | "days_left_to_schedule_return"
>;

/**
 * deals.md §4: "The retention window is open when the deal is not a lead, not open-ended, its state
 * is not CREATED or ACTIVE or (a follow-up and return type are set), and days left to schedule
 * return is 1 to 90."
 */
export function isRetentionWindowOpen(deal: RetentionFields): boolean {
  if (deal.variant === "LEAD" || deal.term_type === "OPEN_ENDED") return false;
  // Reading: "not" binds to the two states and the parentheses mark the alternative, so the state
  // condition is (state is neither CREATED nor ACTIVE) OR (a follow-up and a return type are both
  // set): a deal in preparation or running enters the window once both are set. Rejected parse,
  // "none of the three": every other state is before delivery (return more than 90 days off) or
  // after the return (days left 0 or less), so the window would practically never open.
  const hasFollowUpAndReturnType = deal.followup_subscription_id !== null && deal.return_type !== null;
  if (RETENTION_HELD_BACK_STATES.has(deal.state) && !hasFollowUpAndReturnType) return false;
  const daysLeft = deal.days_left_to_schedule_return;
  return daysLeft !== null && daysLeft >= RETENTION_WINDOW_MIN_DAYS_LEFT && daysLeft <= RETENTION_WINDOW_MAX_DAYS_LEFT;
}
