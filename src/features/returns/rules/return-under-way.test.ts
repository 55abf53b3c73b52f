import { describe, expect, it } from "vitest";
import { isReturnPlannable, isReturnUnderWay, RETURN_UNDER_WAY_STEPS } from "./return-under-way";

describe("a return under way (deals.md §4: once the car is being prepared, the booking stands)", () => {
  it("starts with the preparation", () => {
    expect(RETURN_UNDER_WAY_STEPS).toEqual(["prepare_car_for_return", "return_in_progress", "final_invoice", "return_completed"]);
  });

  it.each<[string[], boolean]>([
    [[], false],
    [["return_booked"], false],
    [["return_booked", "return_confirmed"], false],
    [["return_booked", "return_confirmed", "prepare_car_for_return"], true],
    [["return_completed"], true],
  ])("reached %j: under way %s", (reached, underWay) => expect(isReturnUnderWay(new Set(reached))).toBe(underWay));

  it.each<[boolean, boolean, boolean]>([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])("window open %s, under way %s: plannable %s", (open, underWay, plannable) => expect(isReturnPlannable(open, underWay)).toBe(plannable));
});
