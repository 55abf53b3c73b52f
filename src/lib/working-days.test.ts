import { describe, expect, it } from "vitest";
import { easterSunday, isGermanPublicHoliday, isWorkingDay } from "./working-days";

describe("easterSunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("%i: %s", (year, day) => expect(easterSunday(year)).toBe(day));
});

describe("isGermanPublicHoliday: the nationwide holidays", () => {
  it.each([
    ["2026-01-01", "Neujahr"],
    ["2026-04-03", "Karfreitag"],
    ["2026-04-06", "Ostermontag"],
    ["2026-05-01", "Tag der Arbeit"],
    ["2026-05-14", "Christi Himmelfahrt"],
    ["2026-05-25", "Pfingstmontag"],
    ["2026-10-03", "Tag der Deutschen Einheit"],
    ["2026-12-25", "1. Weihnachtstag"],
    ["2026-12-26", "2. Weihnachtstag"],
    ["2027-03-26", "Karfreitag 2027"],
  ])("%s (%s) is a holiday", (day) => expect(isGermanPublicHoliday(day)).toBe(true));

  it.each([
    ["2026-01-06", "Heilige Drei Könige: some states only"],
    ["2026-06-04", "Fronleichnam: some states only"],
    ["2026-10-31", "Reformationstag: some states only"],
    ["2026-12-24", "Heiligabend: a working day"],
    ["2026-04-05", "Easter Sunday: a Sunday, not on the list"],
  ])("%s (%s) is not", (day) => expect(isGermanPublicHoliday(day)).toBe(false));
});

describe("isWorkingDay", () => {
  it.each([
    ["2026-11-23", true, "a Monday"],
    ["2026-11-27", true, "a Friday"],
    ["2026-11-28", false, "a Saturday"],
    ["2026-11-29", false, "a Sunday"],
    ["2026-12-25", false, "Christmas Day, a Friday"],
    ["2026-10-03", false, "Unity Day on a Saturday"],
    ["2026-05-14", false, "Ascension Day, a Thursday"],
    ["2026-12-24", true, "Christmas Eve, a Thursday"],
  ])("%s → %s (%s)", (day, working) => expect(isWorkingDay(day)).toBe(working));
});
