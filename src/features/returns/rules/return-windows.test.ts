import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { endOfSubscriptionReturnChoice, isEndOfSubscriptionReturnWindowOpen, isSwapBannerReturnWindowOpen } from "./return-windows";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
/** 30 June 2026: 60 days earlier is 1 May, 90 days earlier is 1 April. */
const END = makeDeal({ end_date: "2026-06-30" });

describe("return windows before the end (deals.md sections 4 and 9)", () => {
  it.each([
    // today, end-of-subscription option (60), swap banner (90)
    ["2026-03-31", false, false], // 91 days
    ["2026-04-01", false, true], // 90 days
    ["2026-04-30", false, true], // 61 days
    ["2026-05-01", true, true], // 60 days
    ["2026-06-30", true, true], // the end day
    ["2026-07-01", false, false], // the day after
  ])("on %s: 60-day %s, 90-day %s", (today, sixty, ninety) => {
    expect(isEndOfSubscriptionReturnWindowOpen(END, at(`${today} 12:00`))).toBe(sixty);
    expect(isSwapBannerReturnWindowOpen(END, at(`${today} 12:00`))).toBe(ninety);
  });

  it.each([
    // 90 days before 27 June 2026 is 29 March, the day the clocks go forward.
    ["2026-03-28 23:59:59", false],
    ["2026-03-29 00:00:00", true],
  ])("90 days before 27 June at Berlin midnight, %s → %s", (time, expected) => {
    expect(isSwapBannerReturnWindowOpen(makeDeal({ end_date: "2026-06-27" }), at(time))).toBe(expected);
  });

  it("stays closed without an end date", () => {
    const noEnd = makeDeal({ end_date: null });
    expect(isEndOfSubscriptionReturnWindowOpen(noEnd, at("2026-06-01 12:00"))).toBe(false);
    expect(isSwapBannerReturnWindowOpen(noEnd, at("2026-06-01 12:00"))).toBe(false);
  });
});

describe("the end-of-subscription selector's return choice (deals.md §4: 60 days for the option, the flow from 45 days)", () => {
  it.each([
    ["2026-04-30", false, null, null], // 61 days: nothing
    ["2026-05-01", false, null, { kind: "opens", on: "2026-05-16" }], // 60 days: the day planning opens
    ["2026-05-16", true, null, { kind: "plan" }], // 45 days: the flow
    ["2026-04-01", false, "PICKUP", { kind: "booked" }], // a booked return is always there to change
  ] as const)("on %s (window open %s, return type %s)", (today, open, returnType, choice) => {
    const deal = makeDeal({ end_date: "2026-06-30", is_return_window_open: open, return_type: returnType });
    expect(endOfSubscriptionReturnChoice(deal, at(`${today} 12:00`))).toEqual(choice);
  });
});
