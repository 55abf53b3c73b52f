import { describe, expect, it } from "vitest";
import { formatGermanDay, germanDayOfTimestamp, germanDayToTimestamp, isRealPlainDay, parseGermanDay } from "./german-day";

describe("parseGermanDay: strictly DD.MM.YYYY (account.md §5), for every form and the BFF", () => {
  it.each([
    ["15.03.1990", "1990-03-15"],
    ["29.02.2000", "2000-02-29"],
    ["29.02.2001", null],
    ["31.04.2000", null],
    ["1.3.1990", null],
    ["15-03-1990", null],
    ["1990-03-15", null],
    ["15.03.90", null],
    [" 15.03.1990", null],
    ["", null],
  ])("%j → %j", (input, expected) => expect(parseGermanDay(input)).toBe(expected));
});

describe("formatGermanDay and isRealPlainDay", () => {
  it.each(["1990-03-15", "2000-02-29", "2026-12-31"])("%s round-trips", (day) => expect(parseGermanDay(formatGermanDay(day))).toBe(day));
  it.each([
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
  ])("%s is a real day: %s", (day, real) => expect(isRealPlainDay(day)).toBe(real));
});

describe("the birthday as a timestamp (account.md §7 registration: 'birthday as timestamp')", () => {
  it.each([
    ["31.12.2001", Date.UTC(2001, 11, 31)],
    ["15.03.1950", Date.UTC(1950, 2, 15)], // before 1970: negative
    ["29.02.2000", Date.UTC(2000, 1, 29)],
    ["29.02.2001", null],
    ["1.1.2000", null],
  ])("%s → %s", (typed, timestamp) => {
    expect(germanDayToTimestamp(typed)).toBe(timestamp);
  });

  it.each([
    ["UTC's midnight", Date.UTC(1990, 0, 1), "01.01.1990"],
    ["Berlin's midnight (23:00 UTC the day before)", Date.UTC(1989, 11, 31, 23), "01.01.1990"],
    ["Berlin's midnight in summer (22:00 UTC)", Date.UTC(1990, 5, 30, 22), "01.07.1990"],
    ["New York's midnight (05:00 UTC)", Date.UTC(1990, 0, 1, 5), "01.01.1990"],
    ["before 1970", Date.UTC(1950, 2, 15), "15.03.1950"],
  ])("%s reads as the Berlin day", (_, timestamp, day) => {
    expect(germanDayOfTimestamp(timestamp)).toBe(day);
  });

  it("refuses what is no whole number of milliseconds", () => {
    for (const value of [Number.NaN, Infinity, 1.5, 2 ** 60]) expect(germanDayOfTimestamp(value)).toBeNull();
  });

  it("goes there and back", () => {
    for (const day of ["01.01.1900", "31.12.1999", "28.02.2008"]) expect(germanDayOfTimestamp(germanDayToTimestamp(day)!)).toBe(day);
  });
});
