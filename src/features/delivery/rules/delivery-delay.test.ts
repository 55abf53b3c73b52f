import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import {
  delayCreditAmount,
  deliveryDaysLate,
  deliveryDelay,
  isDeliveryDelayBannerShown,
  isDeliveryDelayed,
  wishedDeliveryDate,
} from "./delivery-delay";

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

describe("the delay as its own fact: the banner follows the dates (deals.md §4), the stored delay bounds the change", () => {
  // Dora's Enyaq as seeded: wished 28 days ahead, the car there 14 days later; 629 EUR a month.
  const stored = { wished_date: "2026-07-08", car_ready_date: "2026-07-22" };
  it.each([
    // case, planned, preferred, stored delay, delayed, days late, credit
    ["late by its dates, nothing stored", "2026-07-22", "2026-07-08", null, true, 14, 62.9],
    ["late and stored, not yet moved", "2026-07-22", "2026-07-08", stored, true, 14, 62.9],
    // Moving the delivery is the delay option "change the delivery date": planned = preferred, no banner.
    ["moved to the day the car is there: no banner", "2026-07-22", "2026-07-22", stored, false, 14, 62.9],
    ["moved to a later day: no banner", "2026-07-31", "2026-07-31", stored, false, 14, 62.9],
    ["moved, on time by its dates, nothing stored: no delay", "2026-07-31", "2026-07-31", null, false, 0, 0],
    ["moved, delivered (the day has passed)", "2026-06-09", "2026-06-09", stored, false, 14, 62.9],
    [
      "a stored 'delay' with the car there before the wish is none",
      "2026-07-22",
      "2026-07-22",
      { wished_date: "2026-07-22", car_ready_date: "2026-07-20" },
      false,
      0,
      0,
    ],
  ] as const)("%s", (_case, planned, preferred, delay, delayed, daysLate, credit) => {
    const deal = makeDeal({ amount: 629, planned_delivery_date: planned, preferred_delivery_date: preferred, delivery_delay: delay });
    expect(isDeliveryDelayed(deal, NOW)).toBe(delayed);
    expect(isDeliveryDelayBannerShown(deal, NOW, notEarly)).toBe(delayed);
    expect(deliveryDaysLate(deal)).toBe(daysLate);
    expect(delayCreditAmount(deal)).toBe(credit);
  });

  it("keeps the wish and the day the car is there; the banner names the wish beside the booked day", () => {
    const moved = makeDeal({ planned_delivery_date: "2026-07-31", preferred_delivery_date: "2026-07-31", delivery_delay: stored });
    expect(deliveryDelay(moved)).toEqual({ wished: "2026-07-08", carReady: "2026-07-22" });
    expect(wishedDeliveryDate(moved)).toBe("2026-07-08");
    expect(wishedDeliveryDate(makeDeal({ preferred_delivery_date: "2026-07-08", delivery_delay: null }))).toBe("2026-07-08");
  });
});
