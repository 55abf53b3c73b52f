import { describe, expect, it } from "vitest";
import type { DealState, ReturnType } from "../../deals/types";
import { canPlanReturn, isReturnScheduled } from "./return-schedule";

describe("isReturnScheduled (deals.md section 4)", () => {
  it.each([
    ["ACTIVE", "PICKUP", 1, true],
    ["ACTIVE", "SELF_RETURN", 90, true],
    ["ACTIVE", "PICKUP", 0, false],
    ["ACTIVE", "PICKUP", -1, false],
    ["ACTIVE", null, 30, false],
    ["ACTIVE", "PICKUP", null, false],
    ["CREATED", "PICKUP", 5, true],
    ["INACTIVE", "PICKUP", 5, false],
    ["ENDED", "SELF_RETURN", 5, false],
  ] as const)("%s with %s and %s days left: %s", (state: DealState, returnType: ReturnType | null, days: number | null, expected) => {
    expect(isReturnScheduled({ state, return_type: returnType, days_left_to_schedule_return: days })).toBe(expected);
  });
});

describe("canPlanReturn", () => {
  it.each([
    [true, true],
    [false, false],
  ])("is_return_window_open=%s → %s", (open, expected) => {
    expect(canPlanReturn({ is_return_window_open: open })).toBe(expected);
  });
});
