import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { APPRAISAL_MIN_WORKING_DAYS, isPreReturnAppraisalAvailable, workingDaysUntil } from "./pre-return-appraisal";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
/** Friday, 8 May 2026, 10:00 in Berlin. */
const FRIDAY = at("2026-05-08 10:00");
const booked = { pre_return_appraisal_date: null };

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
  it("carries the spec's 8 working days", () => {
    expect(APPRAISAL_MIN_WORKING_DAYS).toBe(8);
  });

  it.each([
    ["2026-05-19", false], // 7 working days
    ["2026-05-20", true], // 8 working days
    ["2026-05-21", true], // 9 working days
    ["2026-05-16", false], // Saturday, 5 working days
  ])("return on %s, seen on Friday 8 May → %s", (returnDate, expected) => {
    expect(isPreReturnAppraisalAvailable(makeDeal({ return_date: returnDate }), FRIDAY, booked)).toBe(expected);
  });

  it.each([
    ["2026-05-07 23:59:59", true],
    ["2026-05-08 00:00:00", false],
  ])("return on Tuesday 19 May, seen at %s → %s", (time, expected) => {
    expect(isPreReturnAppraisalAvailable(makeDeal({ return_date: "2026-05-19" }), at(time), booked)).toBe(expected);
  });

  it.each([
    ["no return data", "2026-06-30", null, false],
    ["an appointment already requested", "2026-06-30", { pre_return_appraisal_date: "2026-06-20" }, false],
    ["no booked return date", null, booked, false],
    ["return data, no appointment, return far enough", "2026-06-30", booked, true],
  ] as const)("%s → %s", (_case, returnDate, returnData, expected) => {
    expect(isPreReturnAppraisalAvailable(makeDeal({ return_date: returnDate }), FRIDAY, returnData)).toBe(expected);
  });
});
