import { describe, expect, it } from "vitest";
import type { DealState, ReturnType } from "../../deals/types";
import { canPlanReturn, isReturnScheduled, returnPlanningBlock } from "./return-schedule";

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

describe("returnPlanningBlock: the return page's notice instead of the form", () => {
  it.each([
    // window open, state, handed over on, return type, notice
    [true, "ACTIVE", "2025-01-10", null, null],
    [true, "ACTIVE", "2025-01-10", "PICKUP", null],
    [false, "ACTIVE", "2025-01-10", null, "not_yet"],
    [false, "ACTIVE", "2025-01-10", "PICKUP", "return_under_way"],
    [false, "ACTIVE", "2025-01-10", "SELF_RETURN", "return_under_way"],
    [false, "CREATED", null, null, "car_not_delivered"],
    [false, "STOPPED", null, null, "called_off"],
    [false, "CANCELED", null, null, "called_off"],
    [false, "CANCELED", "2025-01-10", "PICKUP", "called_off"],
    [false, "ENDED", "2025-01-10", "SELF_RETURN", "subscription_ended"],
    [false, "INACTIVE", "2025-01-10", null, "subscription_ended"],
  ] as const)("window open %s, %s, handed over %s, %s → %s", (open, state: DealState, handedOver, returnType: ReturnType | null, expected) => {
    expect(
      returnPlanningBlock({
        is_return_window_open: open,
        state,
        actual_handover_date: handedOver,
        return_type: returnType,
        subscribed_as: null,
        subscribed_to: null,
        followup_subscription_id: null,
      }),
    ).toBe(expected);
  });

  // deal-pia-prolong after POST …/prolongation: the deal goes on in its follow-up, the car stays, so
  // the return page says no return is needed (as the deal page's "Dein Abo ist verlängert" does),
  // never "not plannable yet … ab 45 Tagen vor dem Ende".
  it.each([
    // state, handed over on, return type, subscribed_to, follow-up, notice
    ["ACTIVE", "2025-02-12", null, "PROLONGATION", "deal-pia-prolong-2", "prolonged"],
    ["ACTIVE", "2025-02-12", "PICKUP", "PROLONGATION", "deal-pia-prolong-2", "prolonged"],
    ["ACTIVE", "2025-02-12", null, "PROLONGATION", null, "not_yet"],
    ["ACTIVE", "2025-02-12", null, "SWAP_SAME_DAY", "deal-next", "not_yet"],
    ["ENDED", "2025-02-12", null, "PROLONGATION", "deal-pia-prolong-2", "subscription_ended"],
  ] as const)(
    "a prolonged deal is offered no return: %s, handed over %s, %s, subscribed_to %s, follow-up %s → %s",
    (state: DealState, handedOver, returnType: ReturnType | null, subscribedTo, followup, expected) => {
      expect(
        returnPlanningBlock({
          is_return_window_open: false,
          state,
          actual_handover_date: handedOver,
          return_type: returnType,
          subscribed_as: null,
          subscribed_to: subscribedTo,
          followup_subscription_id: followup,
        }),
      ).toBe(expected);
    },
  );

  // A prolongation's new deal (pia.prolong after POST …/prolongation; the seeded deal-pia-renewed
  // once ACTIVE): the car stays with the customer, so its return is "not yet" (before the new end),
  // never "your car has not been delivered yet". A swap's new deal still awaits its car.
  it.each([
    // state, handed over on, return type, subscribed_as, notice
    ["CREATED", null, null, "PROLONGATION", "not_yet"],
    ["SIGNED", null, null, "PROLONGATION", "not_yet"],
    ["ACTIVE", "2025-02-12", null, "PROLONGATION", "not_yet"],
    ["CREATED", null, null, "SWAP_SAME_DAY", "car_not_delivered"],
    ["CREATED", null, null, null, "car_not_delivered"],
    ["CANCELED", null, null, "PROLONGATION", "called_off"],
    ["ENDED", "2025-02-12", null, "PROLONGATION", "subscription_ended"],
  ] as const)(
    "a prolongation's follow-up is no car awaiting delivery: %s, handed over %s, %s, subscribed_as %s → %s",
    (state: DealState, handedOver, returnType: ReturnType | null, subscribedAs, expected) => {
      expect(
        returnPlanningBlock({
          is_return_window_open: false,
          state,
          actual_handover_date: handedOver,
          return_type: returnType,
          subscribed_as: subscribedAs,
          subscribed_to: null,
          followup_subscription_id: null,
        }),
      ).toBe(expected);
    },
  );
});
