import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isHandoverIntroShown } from "./handover-intro";

const NOW = { now: dayjs.tz("2026-06-10 12:00", TIME_ZONE) };

describe("isHandoverIntroShown (deals.md §4 Handover: hidden for B2B, a zero fee or a same-day swap; §9 free until 11 days before)", () => {
  it.each([
    // case, type, subscribed_as, planned, preferred, shown
    ["private, delivery in 10 days: a change costs 99 EUR", null, null, "2026-06-20", "2026-06-20", true],
    ["private, delivery in 11 days: free", null, null, "2026-06-21", "2026-06-21", false],
    ["private, delivery in 30 days: free", null, null, "2026-07-10", "2026-07-10", false],
    ["private, planned in 5 days although preferred in 30", null, null, "2026-06-15", "2026-07-10", true],
    ["private, only a preferred date in 3 days", null, null, null, "2026-06-13", true],
    ["private, no delivery date: free", null, null, null, null, false],
    ["business, delivery in 3 days", "MINIB2B", null, "2026-06-13", "2026-06-13", false],
    ["same-day swap, delivery in 3 days", null, "SWAP_SAME_DAY", "2026-06-13", "2026-06-13", false],
    ["prolongation, delivery in 3 days", null, "PROLONGATION", "2026-06-13", "2026-06-13", true],
  ] as const)("%s → %s", (_case, type, subscribedAs, planned, preferred, shown) => {
    const deal = makeDeal({ type, subscribed_as: subscribedAs, planned_delivery_date: planned, preferred_delivery_date: preferred });
    expect(isHandoverIntroShown(deal, NOW)).toBe(shown);
  });

  // §9 "A short-term change fee applies … once preparation started": the 149 EUR the BFF charges
  // then is announced however far the delivery is (it was hidden 28 days ahead).
  it.each([
    // case, type, subscribed_as, planned, preparation started, shown
    ["private, preparation started, delivery in 28 days: 149 EUR", null, null, "2026-07-08", true, true],
    ["private, not prepared yet, delivery in 28 days: free", null, null, "2026-07-08", false, false],
    ["business, preparation started", "MINIB2B", null, "2026-07-08", true, false],
    ["same-day swap, preparation started", null, "SWAP_SAME_DAY", "2026-07-08", true, false],
  ] as const)("%s → %s", (_case, type, subscribedAs, planned, preparationStarted, shown) => {
    const deal = makeDeal({ type, subscribed_as: subscribedAs, planned_delivery_date: planned, delivery_preparation_started: preparationStarted });
    expect(isHandoverIntroShown(deal, NOW)).toBe(shown);
  });
});
