import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "./clock";
import { addDays, addMonths, berlinDay, berlinTimeOf, daysBetween, daysFromToday, isWeekend, isWithinDaysBefore, parseWireDay } from "./calendar-day";

const at = (berlinTime: string) => dayjs.tz(berlinTime, TIME_ZONE);

describe("berlinDay", () => {
  it.each([
    ["2026-12-31", "2026-12-31"],
    // 22:30 UTC on 31 March is 00:30 on 1 April in Berlin (summer time).
    ["2026-03-31T22:30:00Z", "2026-04-01"],
    ["2026-03-31T21:59:59Z", "2026-03-31"],
    // 23:30 UTC on 31 December is 00:30 on 1 January in Berlin (winter time).
    ["2026-12-31T23:30:00Z", "2027-01-01"],
  ])("%s → %s", (value, expected) => {
    expect(berlinDay(value)).toBe(expected);
  });

  it("reads a moment in Berlin whatever zone it carries", () => {
    expect(berlinDay(dayjs.utc("2026-03-10T23:30:00Z"))).toBe("2026-03-11");
    expect(berlinDay(at("2026-03-10 23:59:59"))).toBe("2026-03-10");
  });
});

describe("berlinDay's fast reading (issue 11) against dayjs's", () => {
  const dayjsDay = (value: string) =>
    (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs.tz(value, TIME_ZONE) : dayjs(value).tz(TIME_ZONE)).format("YYYY-MM-DD");

  it("agrees on every quarter hour around both daylight-saving switches and the turn of the year", () => {
    for (const start of ["2026-03-28T00:00:00Z", "2026-10-24T00:00:00Z", "2026-12-30T00:00:00Z"]) {
      for (let quarter = 0; quarter < 4 * 24 * 3; quarter++) {
        const instant = new Date(Date.parse(start) + quarter * 15 * 60_000);
        const iso = instant.toISOString();
        expect(berlinDay(iso)).toBe(dayjsDay(iso));
        expect(berlinDay(dayjs(instant))).toBe(dayjs(instant).tz(TIME_ZONE).format("YYYY-MM-DD"));
        expect(berlinDay(dayjs(instant).tz(TIME_ZONE))).toBe(dayjs(instant).tz(TIME_ZONE).format("YYYY-MM-DD"));
      }
    }
  });

  it.each([
    "2026-03-29T01:30:00+01:00",
    "2026-10-25T02:30:00+02:00",
    "2026-06-30T23:59:59.999Z",
    "2028-02-29",
    "2026-02-30",
    "2026-13-01",
    "2026-03-10 23:30",
  ])("%s as dayjs reads it", (value) => {
    expect(berlinDay(value)).toBe(dayjsDay(value));
  });
});

describe("day arithmetic across the daylight-saving switches", () => {
  it.each([
    // Clocks go forward on 29 March 2026 and back on 25 October 2026.
    ["2026-03-28", "2026-03-30", 2],
    ["2026-10-24", "2026-10-26", 2],
    ["2026-03-30", "2026-03-28", -2],
    ["2026-03-10", "2026-03-10", 0],
  ])("from %s to %s: %i days", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-25", -1, "2026-10-24"],
  ])("%s + %i days = %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ["2027-03-31", -3, "2026-12-31"],
    ["2026-05-31", -3, "2026-02-28"],
    ["2026-06-30", -3, "2026-03-30"],
    ["2026-01-31", 1, "2026-02-28"],
  ])("%s %+i months = %s", (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe("isWeekend", () => {
  it.each([
    ["2026-05-08", false], // Friday
    ["2026-05-09", true], // Saturday
    ["2026-05-10", true], // Sunday
    ["2026-05-11", false], // Monday
  ])("%s: %s", (day, expected) => {
    expect(isWeekend(day)).toBe(expected);
  });
});

describe("daysFromToday and isWithinDaysBefore", () => {
  it.each([
    ["2026-03-28 23:59:59", "2026-03-30", 2],
    ["2026-03-29 00:00:00", "2026-03-30", 1],
    ["2026-03-30 23:59:59", "2026-03-30", 0],
    ["2026-03-31 00:00:00", "2026-03-30", -1],
  ])("at %s, %s is %i days away", (now, date, expected) => {
    expect(daysFromToday(date, at(now))).toBe(expected);
  });

  it.each([
    ["2026-03-09", false], // 11 days ahead
    ["2026-03-10", true], // 10 days
    ["2026-03-20", true], // the day itself
    ["2026-03-21", false], // the day after
  ])("a 10-day window before 20 March, on %s: %s", (today, expected) => {
    expect(isWithinDaysBefore("2026-03-20", 10, at(`${today} 12:00`))).toBe(expected);
  });
});

describe("preferred dates as the forms send them (deals.md §5)", () => {
  it.each([
    ["2026-07-01", "2026-07-01"],
    ["2026-02-30", null],
    ["2026-07-01T09:00:00+02:00", "2026-07-01"],
    ["2026-06-30T22:30:00.000Z", "2026-07-01"], // 00:30 in Berlin
    ["01.07.2026", null],
    ["", null],
  ])("%s is the Berlin day %s", (value, expected) => {
    expect(parseWireDay(value)).toBe(expected);
  });

  it.each([
    ["2026-07-01T09:00:00.000Z", "11:00"],
    ["2026-12-01T10:00:00.000Z", "11:00"],
    ["2026-07-01", null],
    ["later", null],
  ])("%s is %s in Berlin", (value, expected) => {
    expect(berlinTimeOf(value)).toBe(expected);
  });
});
