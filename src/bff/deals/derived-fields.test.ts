import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import type { DealState } from "@/features/deals/types";
import {
  APPRAISAL_MIN_WORKING_DAYS,
  daysLeftToScheduleReturn,
  hasEarlyAvailability,
  isReturnWindowOpen,
  preReturnAppraisalOptions,
  RETURN_WINDOW_DAYS,
  workingDaysBetween,
} from "./derived-fields";

const berlin = (dateTime: string) => dayjs.tz(dateTime, TIME_ZONE);
/** Tuesday, 10 March 2026, 10:00 in Berlin. */
const NOW = berlin("2026-03-10 10:00");

describe("daysLeftToScheduleReturn", () => {
  it.each([
    { case: "return date 45 days ahead", returnDate: "2026-04-24", endDate: null, now: NOW, expected: 45 },
    { case: "end date when no return date", returnDate: null, endDate: "2026-04-25", now: NOW, expected: 46 },
    { case: "return date wins over the end date", returnDate: "2026-03-20", endDate: "2026-09-30", now: NOW, expected: 10 },
    { case: "return today", returnDate: "2026-03-10", endDate: null, now: NOW, expected: 0 },
    { case: "return yesterday", returnDate: "2026-03-09", endDate: null, now: NOW, expected: -1 },
    { case: "no date at all", returnDate: null, endDate: null, now: NOW, expected: null },
    // 23:30 UTC is already the next day in Berlin.
    { case: "Berlin day, not UTC day", returnDate: "2026-03-11", endDate: null, now: dayjs("2026-03-10T23:30:00Z"), expected: 0 },
    // Clocks go forward on 29 March 2026: still two calendar days.
    { case: "across the daylight-saving switch", returnDate: "2026-03-30", endDate: null, now: berlin("2026-03-28 23:30"), expected: 2 },
  ])("$case → $expected", ({ returnDate, endDate, now, expected }) => {
    expect(daysLeftToScheduleReturn({ state: "ACTIVE", returnDate, endDate }, now)).toBe(expected);
  });
});

describe("isReturnWindowOpen (deals.md §4: from 45 days before the return date)", () => {
  it("uses the spec's 45 days", () => {
    expect(RETURN_WINDOW_DAYS).toBe(45);
  });

  it.each<{ state: DealState; returnDate: string | null; endDate: string | null; expected: boolean }>([
    { state: "ACTIVE", returnDate: "2026-04-24", endDate: null, expected: true }, // 45 days
    { state: "ACTIVE", returnDate: "2026-04-25", endDate: null, expected: false }, // 46 days
    { state: "ACTIVE", returnDate: null, endDate: "2026-04-24", expected: true }, // end date, 45 days
    { state: "ACTIVE", returnDate: "2026-03-10", endDate: null, expected: true }, // the day itself
    { state: "ACTIVE", returnDate: "2026-03-09", endDate: null, expected: false }, // past
    { state: "ACTIVE", returnDate: null, endDate: null, expected: false },
    { state: "ENDED", returnDate: "2026-03-20", endDate: null, expected: false },
    { state: "INACTIVE", returnDate: "2026-03-20", endDate: null, expected: false },
    { state: "CREATED", returnDate: null, endDate: "2026-03-20", expected: false },
  ])("$state, return $returnDate, end $endDate → $expected", ({ expected, ...deal }) => {
    expect(isReturnWindowOpen(deal, NOW)).toBe(expected);
  });
});

describe("workingDaysBetween", () => {
  it.each([
    ["2026-03-10", "2026-03-20", 8], // Tue → Fri of the next week
    ["2026-03-10", "2026-03-19", 7],
    ["2026-03-13", "2026-03-16", 1], // Fri → Mon: the weekend does not count
    ["2026-03-10", "2026-03-10", 0],
  ])("%s → %s is %i", (from, to, expected) => {
    expect(workingDaysBetween(from, to)).toBe(expected);
  });
});

describe("preReturnAppraisalOptions (deals.md §4)", () => {
  const booked = { returnType: "PICKUP", returnDate: "2026-04-24", preReturnAppraisalDate: null };

  it("offers the next working days before the return", () => {
    expect(preReturnAppraisalOptions(booked, NOW)).toEqual(["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-16", "2026-03-17"]);
  });

  it("is null without return data", () => {
    expect(preReturnAppraisalOptions({ ...booked, returnType: null }, NOW)).toBeNull();
    expect(preReturnAppraisalOptions({ ...booked, returnDate: null }, NOW)).toBeNull();
  });

  it("is null once an appointment was requested", () => {
    expect(preReturnAppraisalOptions({ ...booked, preReturnAppraisalDate: new Date("2026-03-12T09:00:00Z") }, NOW)).toBeNull();
  });

  it(`needs ${APPRAISAL_MIN_WORKING_DAYS} working days until the return`, () => {
    expect(APPRAISAL_MIN_WORKING_DAYS).toBe(8);
    expect(preReturnAppraisalOptions({ ...booked, returnDate: "2026-03-19" }, NOW)).toBeNull(); // 7 working days
    expect(preReturnAppraisalOptions({ ...booked, returnDate: "2026-03-20" }, NOW)).toEqual([
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-16",
      "2026-03-17",
    ]);
  });
});

describe("hasEarlyAvailability (deals.md §4: deviation_in_weeks above 0)", () => {
  it.each([
    { deviation: 2, expected: true },
    { deviation: 1, expected: true },
    { deviation: 0, expected: false },
    { deviation: null, expected: false },
  ])("deviation $deviation → $expected", ({ deviation, expected }) => {
    expect(hasEarlyAvailability(deviation)).toBe(expected);
  });
});
