import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { DELAY_CREDIT_TIERS, delayCreditAmount, deliveryDaysLate, isDeliveryDelayBannerShown, isDeliveryDelayed } from "./delivery-delay";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
const NOW = at("2026-06-10 12:00");
const early = { availability_confidence: { deviation_in_weeks: 2 } };
const notEarly = { availability_confidence: { deviation_in_weeks: 0 } };

describe("isDeliveryDelayed and isDeliveryDelayBannerShown (deals.md section 4)", () => {
  it.each([
    // case, planned, preferred, delayed
    ["planned a week after the preferred date", "2026-06-24", "2026-06-17", true],
    ["planned before the preferred date", "2026-06-15", "2026-06-17", true],
    ["planned on the preferred date", "2026-06-17", "2026-06-17", false],
    ["planned tomorrow", "2026-06-11", "2026-06-01", true],
    ["planned today", "2026-06-10", "2026-06-01", false],
    ["planned yesterday", "2026-06-09", "2026-06-01", false],
    ["no planned date", null, "2026-06-17", false],
    ["no preferred date", "2026-06-24", null, false],
    // 22:30 UTC on 16 June is 17 June in Berlin: the same day as preferred.
    ["an instant on the preferred Berlin day", "2026-06-16T22:30:00Z", "2026-06-17", false],
  ])("%s → %s", (_case, planned, preferred, expected) => {
    const deal = makeDeal({ planned_delivery_date: planned, preferred_delivery_date: preferred });
    expect(isDeliveryDelayed(deal, NOW)).toBe(expected);
    expect(isDeliveryDelayBannerShown(deal, NOW, notEarly)).toBe(expected);
    expect(isDeliveryDelayBannerShown(deal, NOW, null)).toBe(expected);
    expect(isDeliveryDelayBannerShown(deal, NOW, early)).toBe(false);
  });

  it.each([
    ["2026-03-28 23:59:59", true],
    ["2026-03-29 00:00:00", false],
  ])("planned on 29 March (daylight-saving switch), at %s → %s", (time, expected) => {
    const deal = makeDeal({ planned_delivery_date: "2026-03-29", preferred_delivery_date: "2026-03-20" });
    expect(isDeliveryDelayed(deal, at(time))).toBe(expected);
  });
});

describe("delayCreditAmount (deals.md section 9: 10 percent from 8 days late, 20 percent from 15)", () => {
  it("carries the spec's tiers", () => {
    expect(DELAY_CREDIT_TIERS).toEqual([
      { fromDaysLate: 15, percentOfMonthlyRate: 20 },
      { fromDaysLate: 8, percentOfMonthlyRate: 10 },
    ]);
  });

  it.each([
    // planned, days late, credit for a 549 EUR monthly rate
    ["2026-06-01", 0, 0],
    ["2026-06-08", 7, 0],
    ["2026-06-09", 8, 54.9],
    ["2026-06-15", 14, 54.9],
    ["2026-06-16", 15, 109.8],
    ["2026-07-01", 30, 109.8],
    ["2026-05-25", -7, 0],
  ])("preferred 1 June, planned %s: %i days late, credit %d EUR", (planned, daysLate, credit) => {
    const deal = makeDeal({ amount: 549, preferred_delivery_date: "2026-06-01", planned_delivery_date: planned });
    expect(deliveryDaysLate(deal)).toBe(daysLate);
    expect(delayCreditAmount(deal)).toBe(credit);
  });

  it("rounds to the cent", () => {
    const deal = makeDeal({ amount: 499.99, preferred_delivery_date: "2026-06-01", planned_delivery_date: "2026-06-09" });
    expect(delayCreditAmount(deal)).toBe(50);
  });

  it("counts calendar days across the daylight-saving switch", () => {
    const deal = makeDeal({ amount: 549, preferred_delivery_date: "2026-03-21", planned_delivery_date: "2026-03-29" });
    expect(deliveryDaysLate(deal)).toBe(8);
    expect(delayCreditAmount(deal)).toBe(54.9);
  });

  it("is 0 without both dates", () => {
    expect(delayCreditAmount(makeDeal({ preferred_delivery_date: null, planned_delivery_date: "2026-06-30" }))).toBe(0);
    expect(deliveryDaysLate(makeDeal({ preferred_delivery_date: null }))).toBeNull();
  });
});
