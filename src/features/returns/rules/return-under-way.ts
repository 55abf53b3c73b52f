import { RETURN_STEPS, type ReturnStep } from "@/features/deals/status-types";

/**
 * deals.md §4 return status: once the car is being prepared for its return, the booking stands.
 * From then on the return can be neither planned nor changed — the deal's `is_return_window_open`
 * says so, so the page offers no "Rückgabe ändern" the BFF would refuse with 409 (one rule, so
 * the page and the BFF cannot decide this apart).
 */
export const RETURN_UNDER_WAY_STEPS: readonly ReturnStep[] = RETURN_STEPS.slice(RETURN_STEPS.indexOf("prepare_car_for_return"));

export function isReturnUnderWay(reached: ReadonlySet<string | null>): boolean {
  return RETURN_UNDER_WAY_STEPS.some((step) => reached.has(step));
}

/** The return can be planned or changed: its window is open (45 days ahead, deals.md §4) and it is not yet under way. */
export function isReturnPlannable(windowOpen: boolean, underWay: boolean): boolean {
  return windowOpen && !underWay;
}
