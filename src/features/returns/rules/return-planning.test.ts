import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE, type Dayjs } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { DealState, ReturnType } from "../../deals/types";
import {
  daysLeftToScheduleReturn,
  isReturnInProgress,
  isReturnReasonAsked,
  isReturnTypeChoiceOpen,
  isReturnWindowOpen,
  returnOrEndDate,
} from "./return-planning";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });

describe("returnOrEndDate", () => {
  it.each([
    ["2026-05-10", "2027-03-31", "2026-05-10"],
    [null, "2027-03-31", "2027-03-31"],
    [null, null, null],
  ])("return %s, end %s → %s", (returnDate, endDate, expected) => {
    expect(returnOrEndDate(makeDeal({ return_date: returnDate, end_date: endDate }))).toBe(expected);
  });
});

describe("daysLeftToScheduleReturn (deals.md section 3, counted in Berlin days)", () => {
  const tuesday = at("2026-03-10 10:00");
  it.each<[string, string | null, string | null, { now: Dayjs }, number | null]>([
    ["the return date 45 days ahead", "2026-04-24", null, tuesday, 45],
    ["the end date without a return date", null, "2026-04-25", tuesday, 46],
    ["the return date before the end date", "2026-03-20", "2026-09-30", tuesday, 10],
    ["the return day itself", "2026-03-10", null, tuesday, 0],
    ["the day after the return", "2026-03-09", null, tuesday, -1],
    ["no date", null, null, tuesday, null],
    // 23:30 UTC on 10 March is already 11 March in Berlin.
    ["the Berlin day, not the UTC day", "2026-03-11", null, { now: dayjs("2026-03-10T23:30:00Z") }, 0],
    // The clocks go forward on 29 March 2026: still two calendar days.
    ["across the daylight-saving switch", "2026-03-30", null, at("2026-03-28 23:30"), 2],
  ])("%s → %s", (_case, returnDate, endDate, context, expected) => {
    expect(daysLeftToScheduleReturn(makeDeal({ return_date: returnDate, end_date: endDate }), context)).toBe(expected);
  });
});

describe("isReturnWindowOpen (deals.md section 4: from 45 days before the return date)", () => {
  // 10 March 2026, noon in Berlin: 24 April is 45 days ahead.
  const now = "2026-03-10 12:00";
  it.each<[string, DealState, string | null, string | null, boolean]>([
    ["44 days", "ACTIVE", "2026-04-23", null, true],
    ["45 days", "ACTIVE", "2026-04-24", null, true],
    ["46 days", "ACTIVE", "2026-04-25", null, false],
    ["the return day itself", "ACTIVE", "2026-03-10", null, true],
    ["the day after the return", "ACTIVE", "2026-03-09", null, false],
    ["the end date without a return date, 45 days", "ACTIVE", null, "2026-04-24", true],
    ["the end date without a return date, 46 days", "ACTIVE", null, "2026-04-25", false],
    ["the return date before the end date", "ACTIVE", "2026-03-20", "2026-12-31", true],
    ["no date", "ACTIVE", null, null, false],
    ["not handed over yet", "CREATED", "2026-03-20", null, false],
    ["ended", "ENDED", "2026-03-20", null, false],
    ["inactive", "INACTIVE", "2026-03-20", null, false],
  ])("%s (%s) → %s", (_case, state, returnDate, endDate, expected) => {
    expect(isReturnWindowOpen(makeDeal({ state, return_date: returnDate, end_date: endDate }), at(now))).toBe(expected);
  });

  it.each([
    ["prolonged: the car stays (issue 36 item 1)", "PROLONGATION", "deal-next", false],
    ["a same-day swap's original is returned", "SWAP_SAME_DAY", "deal-next", true],
    ["subscribed_to without a follow-up", "PROLONGATION", null, true],
  ] as const)("%s → %s", (_case, subscribedTo, followup, expected) => {
    const deal = makeDeal({ state: "ACTIVE", end_date: "2026-03-20", subscribed_to: subscribedTo, followup_subscription_id: followup });
    expect(isReturnWindowOpen(deal, at(now))).toBe(expected);
  });

  it.each([
    // 45 days before 12 May 2026 is 28 March; the clocks go forward on 29 March.
    ["2026-03-27 23:59:59", false],
    ["2026-03-28 00:00:00", true],
  ])("at Berlin midnight before the daylight-saving switch, %s → %s", (time, expected) => {
    expect(isReturnWindowOpen(makeDeal({ return_date: "2026-05-12" }), at(time))).toBe(expected);
  });
});

describe("isReturnInProgress (deals.md section 4: a return type is already set)", () => {
  it.each<[ReturnType | null, boolean]>([
    ["PICKUP", true],
    ["SELF_RETURN", true],
    [null, false],
  ])("return type %s → %s", (returnType, expected) => {
    expect(isReturnInProgress(makeDeal({ return_type: returnType }))).toBe(expected);
  });

  it("reads an empty return type from the wire as none", () => {
    expect(isReturnInProgress(makeDeal({ return_type: "" as ReturnType }))).toBe(false);
  });
});

describe("isReturnTypeChoiceOpen (deals.md section 4: 3 months before contract end)", () => {
  it.each([
    // End 31 March 2027: opens on 31 December 2026.
    ["2027-03-31", "2026-12-30 23:59:59", false],
    ["2027-03-31", "2026-12-31 00:00:00", true],
    ["2027-03-31", "2027-03-31 12:00", true],
    ["2027-03-31", "2027-04-15 12:00", true],
    // End 31 May 2026: 3 months earlier is 28 February (no 31 February).
    ["2026-05-31", "2026-02-27 12:00", false],
    ["2026-05-31", "2026-02-28 00:00", true],
    // An instant end: 22:30 UTC on 30 June is 1 July in Berlin, so the choice opens on 1 April.
    ["2026-06-30T22:30:00Z", "2026-03-31 23:59", false],
    ["2026-06-30T22:30:00Z", "2026-04-01 00:00", true],
  ])("end %s, at %s → %s", (endDate, now, expected) => {
    expect(isReturnTypeChoiceOpen(makeDeal({ end_date: endDate }), at(now))).toBe(expected);
  });

  it("stays closed without an end date", () => {
    expect(isReturnTypeChoiceOpen(makeDeal({ end_date: null }), at("2026-12-31 12:00"))).toBe(false);
  });
});

describe("isReturnReasonAsked (deals.md section 4: reason step hidden for B2B, a set return type, a follow-up)", () => {
  it.each([
    ["a private customer without a return type or follow-up", { type: null, return_type: null, followup_subscription_id: null }, true],
    ["a business deal", { type: "MINIB2B", return_type: null, followup_subscription_id: null }, false],
    ["a return type already set", { type: null, return_type: "PICKUP" as ReturnType, followup_subscription_id: null }, false],
    ["an empty return type from the wire", { type: null, return_type: "" as ReturnType, followup_subscription_id: null }, true],
    ["a follow-up subscription", { type: null, return_type: null, followup_subscription_id: "deal-next" }, false],
  ])("%s: %s", (_name, fields, asked) => {
    expect(isReturnReasonAsked(makeDeal(fields))).toBe(asked);
  });
});
