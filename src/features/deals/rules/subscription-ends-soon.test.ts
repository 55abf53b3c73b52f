import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { SubscribedAs } from "../types";
import { isSubscriptionEndingSoon, subscriptionEndsInDays } from "./subscription-ends-soon";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
/** Wednesday, 1 July 2026, noon in Berlin. */
const NOW = at("2026-07-01 12:00");

describe("subscriptionEndsInDays (deals.md section 4: return date 14 to 121 days away)", () => {
  it.each([
    ["2026-07-14", null], // 13 days
    ["2026-07-15", 14],
    ["2026-07-16", 15],
    ["2026-10-29", 120],
    ["2026-10-30", 121],
    ["2026-10-31", null], // 122 days
    ["2026-07-01", null], // today
    ["2026-06-01", null], // past
  ])("return date %s → %s", (returnDate, expected) => {
    const deal = makeDeal({ return_date: returnDate, end_date: "2027-03-31" });
    expect(subscriptionEndsInDays(deal, NOW)).toBe(expected);
    expect(isSubscriptionEndingSoon(deal, NOW)).toBe(expected !== null);
  });

  it.each([
    ["2026-07-15", 14],
    ["2026-10-31", null],
  ])("counts to the contract end without a return date: %s → %s", (endDate, expected) => {
    expect(subscriptionEndsInDays(makeDeal({ return_date: null, end_date: endDate }), NOW)).toBe(expected);
  });

  it("is null without either date", () => {
    expect(subscriptionEndsInDays(makeDeal({ return_date: null, end_date: null }), NOW)).toBeNull();
  });

  it.each<[SubscribedAs | null, number | null]>([
    [null, 30],
    ["PROLONGATION", null],
    ["SWAP_SAME_DAY", null],
  ])("subscribed as %s → %s", (subscribedAs, expected) => {
    expect(subscriptionEndsInDays(makeDeal({ return_date: "2026-07-31", subscribed_as: subscribedAs }), NOW)).toBe(expected);
  });

  it.each<[SubscribedAs | null, number | null]>([
    [null, 30],
    ["PROLONGATION", null], // prolonged: it goes on in its follow-up, so it does not end soon
    ["SWAP_SAME_DAY", null], // swapped out: the subscription goes on in the next car (deals.md §4 "nor a same-day swap")
  ])("subscribed to %s with a follow-up → %s", (subscribedTo, expected) => {
    const deal = makeDeal({ return_date: "2026-07-31", subscribed_to: subscribedTo, followup_subscription_id: "deal-next" });
    expect(subscriptionEndsInDays(deal, NOW)).toBe(expected);
  });

  it.each([
    // 14 days before 11 April 2026 is 28 March; the clocks go forward on 29 March, when 13 are left.
    ["2026-03-27 23:59:59", 15],
    ["2026-03-28 00:00:00", 14],
    ["2026-03-28 23:59:59", 14],
    ["2026-03-29 00:00:00", null],
  ])("at Berlin midnight around the spring switch, %s → %s", (time, expected) => {
    expect(subscriptionEndsInDays(makeDeal({ return_date: "2026-04-11" }), at(time))).toBe(expected);
  });

  it.each([
    // 121 days before 26 October 2026 is 27 June; the clocks go back on 25 October in between.
    ["2026-06-26 23:59:59", null],
    ["2026-06-27 00:00:00", 121],
  ])("121 days before a return across the autumn switch, %s → %s", (time, expected) => {
    expect(subscriptionEndsInDays(makeDeal({ return_date: "2026-10-26" }), at(time))).toBe(expected);
  });

  it("reads an instant return date as its Berlin day", () => {
    // 22:30 UTC on 14 July is 00:30 on 15 July in Berlin: 14 days from 1 July.
    expect(subscriptionEndsInDays(makeDeal({ return_date: "2026-07-14T22:30:00Z" }), NOW)).toBe(14);
  });
});
