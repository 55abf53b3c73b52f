import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { endOfSubscriptionReturnChoice } from "./return-windows";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });

describe("the end-of-subscription selector's return choice (deals.md §4: the type choice from 3 months before the end, the flow from 45 days)", () => {
  it.each([
    ["2026-03-29", false, null, null], // the day before 3 months before 30 June: nothing
    ["2026-03-30", false, null, { kind: "opens", on: "2026-05-16" }], // 3 months: the day planning opens
    ["2026-04-30", false, null, { kind: "opens", on: "2026-05-16" }], // 61 days
    ["2026-05-01", false, null, { kind: "opens", on: "2026-05-16" }], // 60 days
    ["2026-05-16", true, null, { kind: "plan" }], // 45 days: the flow
    ["2026-03-01", false, "PICKUP", { kind: "booked" }], // a booked return is always there to change
  ] as const)("on %s (window open %s, return type %s)", (today, open, returnType, choice) => {
    const deal = makeDeal({ end_date: "2026-06-30", is_return_window_open: open, return_type: returnType });
    expect(endOfSubscriptionReturnChoice(deal, at(`${today} 12:00`))).toEqual(choice);
  });

  it("names the day 45 days before a booked return date rather than the end, and nothing without an end", () => {
    expect(endOfSubscriptionReturnChoice(makeDeal({ end_date: "2026-06-30", return_date: "2026-06-20" }), at("2026-04-01 12:00"))).toEqual({
      kind: "opens",
      on: "2026-05-06",
    });
    expect(endOfSubscriptionReturnChoice(makeDeal({ end_date: null }), at("2026-06-01 12:00"))).toBeNull();
  });
});
