import { describe, expect, it } from "vitest";
import { formatGermanDay, isRealPlainDay, parseGermanDay } from "./german-day";

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
