import { describe, expect, it } from "vitest";
import { appraisalTimeslotLabel } from "./appraisal-timeslot";

describe("appraisalTimeslotLabel (deals.md section 5)", () => {
  it.each([
    // the bookable slots
    ["10:00", "08:00-12:00"],
    ["13:00", "12:00-15:30"],
    // other forms of a time
    ["13:00:00", "13:00-17:00"],
    ["14:00", "13:00-17:00"],
    ["2026-06-20T14:00:00", "13:00-17:00"],
    ["12:00", "12:00-15:30"],
    ["12:00:00", "12:00-15:30"],
    ["10:00:00", "08:00-12:00"],
    ["09:00", "08:00-12:00"],
    ["15:00", "08:00-12:00"],
    ["", "08:00-12:00"],
  ])("%j → %s", (timeslot, expected) => {
    expect(appraisalTimeslotLabel(timeslot)).toBe(expected);
  });
});
