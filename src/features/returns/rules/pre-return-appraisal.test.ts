import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import type { ReturnType } from "../../deals/types";
import {
  APPRAISAL_OPTION_COUNT,
  isPreReturnAppraisalAvailable,
  preReturnAppraisalDates,
  workingDaysUntil,
  type AppraisalReturn,
} from "./pre-return-appraisal";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
/** Friday, 8 May 2026, 10:00 in Berlin. */
const FRIDAY = at("2026-05-08 10:00");
/** A booked pickup return on `returnDate` without an appraisal appointment. */
const booked = (returnDate: string): AppraisalReturn => ({
  type: null,
  return_type: "PICKUP",
  return_date: returnDate,
  pre_return_appraisal_date: null,
});

describe("workingDaysUntil (Monday to Friday in Berlin)", () => {
  it.each([
    ["2026-05-08", 0], // today
    ["2026-05-09", 0], // Saturday
    ["2026-05-10", 0], // Sunday
    ["2026-05-11", 1], // Monday after the weekend
    ["2026-05-15", 5],
    ["2026-05-16", 5], // second Saturday
    ["2026-05-18", 6],
    ["2026-05-19", 7],
    ["2026-05-20", 8],
    ["2026-05-21", 9],
  ])("from Friday 8 May to %s: %i", (date, expected) => {
    expect(workingDaysUntil(date, FRIDAY)).toBe(expected);
  });

  it("counts a public holiday as a working day (the spec names none; Ascension Day is 14 May 2026)", () => {
    expect(workingDaysUntil("2026-05-14", FRIDAY)).toBe(4);
  });

  it.each([
    // Thursday night still counts Friday; from Friday 00:00 Berlin it no longer does.
    ["2026-05-07 23:59:59", 8],
    ["2026-05-08 00:00:00", 7],
  ])("to Tuesday 19 May at %s: %i", (time, expected) => {
    expect(workingDaysUntil("2026-05-19", at(time))).toBe(expected);
  });
});

describe("isPreReturnAppraisalAvailable (deals.md section 4)", () => {
  it.each([
    ["2026-05-19", false], // 7 working days
    ["2026-05-20", true], // 8 working days
    ["2026-05-21", true], // 9 working days
    ["2026-05-16", false], // Saturday, 5 working days
  ])("return on %s, seen on Friday 8 May → %s", (returnDate, expected) => {
    expect(isPreReturnAppraisalAvailable(booked(returnDate), FRIDAY)).toBe(expected);
  });

  it.each([
    ["2026-05-07 23:59:59", true],
    ["2026-05-08 00:00:00", false],
  ])("return on Tuesday 19 May, seen at %s → %s", (time, expected) => {
    expect(isPreReturnAppraisalAvailable(booked("2026-05-19"), at(time))).toBe(expected);
  });

  it.each<[string, AppraisalReturn, boolean]>([
    ["no return data: no return type", { ...booked("2026-06-30"), return_type: null }, false],
    ["no return data: an empty return type", { ...booked("2026-06-30"), return_type: "" as ReturnType }, false],
    ["no booked return date", { ...booked("2026-06-30"), return_date: null }, false],
    ["an appointment already requested", { ...booked("2026-06-30"), pre_return_appraisal_date: "2026-06-20T08:00:00.000Z" }, false],
    ["a self return, no appointment, return far enough", { ...booked("2026-06-30"), return_type: "SELF_RETURN" }, true],
    ["a pickup, no appointment, return far enough", booked("2026-06-30"), true],
    ["a business deal (§6: B2B hides the appraisal option)", { ...booked("2026-06-30"), type: "MINIB2B" }, false],
  ])("%s → %s", (_case, ret, expected) => {
    expect(isPreReturnAppraisalAvailable(ret, FRIDAY)).toBe(expected);
  });
});

describe("preReturnAppraisalDates (deals.md section 3: dates, null when booking is impossible)", () => {
  it(`offers the next ${APPRAISAL_OPTION_COUNT} working days after today`, () => {
    expect(APPRAISAL_OPTION_COUNT).toBe(5);
    // Friday 8 May: the weekend is skipped.
    expect(preReturnAppraisalDates(booked("2026-06-30"), FRIDAY)).toEqual(["2026-05-11", "2026-05-12", "2026-05-13", "2026-05-14", "2026-05-15"]);
  });

  it.each([
    ["2026-05-19", null], // 7 working days: none
    ["2026-05-20", ["2026-05-11", "2026-05-12", "2026-05-13", "2026-05-14", "2026-05-15"]], // 8: the same five
  ] as const)("return on %s → %j", (returnDate, expected) => {
    expect(preReturnAppraisalDates(booked(returnDate), FRIDAY)).toEqual(expected);
  });

  it("is null whenever the appraisal is unavailable", () => {
    expect(preReturnAppraisalDates({ ...booked("2026-06-30"), return_type: null }, FRIDAY)).toBeNull();
    expect(preReturnAppraisalDates({ ...booked("2026-06-30"), pre_return_appraisal_date: "2026-06-20T08:00:00.000Z" }, FRIDAY)).toBeNull();
    expect(preReturnAppraisalDates({ ...booked("2026-06-30"), type: "MINIB2B" }, FRIDAY)).toBeNull();
  });
});
