import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { ReturnType, SubscribedAs } from "../../deals/types";
import { isReturnReminderShown } from "./return-reminder";

describe("isReturnReminderShown (deals.md section 4)", () => {
  it.each<[string, number | null, ReturnType | null, boolean, SubscribedAs | null, boolean]>([
    // case, days left, return type, window open, subscribed as, shown
    ["30 days left, window open", 30, null, true, null, true],
    ["0 days left", 0, null, true, null, true],
    ["-1 days left", -1, null, true, null, false],
    ["no days left value", null, null, true, null, false],
    ["pickup already booked", 30, "PICKUP", true, null, false],
    ["self return already booked", 30, "SELF_RETURN", true, null, false],
    ["window closed", 30, null, false, null, false],
    ["a prolongation", 30, null, true, "PROLONGATION", false],
    ["a same-day swap", 30, null, true, "SWAP_SAME_DAY", true],
  ])("%s → %s", (_case, days, returnType, windowOpen, subscribedAs, expected) => {
    const deal = makeDeal({
      days_left_to_schedule_return: days,
      return_type: returnType,
      is_return_window_open: windowOpen,
      subscribed_as: subscribedAs,
    });
    expect(isReturnReminderShown(deal)).toBe(expected);
  });
});
