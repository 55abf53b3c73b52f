import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "./clock";
import { formatDate } from "./date";

describe("formatDate", () => {
  it.each([
    ["2026-12-31", "31.12.2026"],
    ["2026-01-05", "05.01.2026"],
    // 22:30 UTC on 31 March is 00:30 on 1 April in Berlin (summer time, UTC+2).
    ["2026-03-31T22:30:00Z", "01.04.2026"],
    // 23:30 UTC on 31 December is 00:30 on 1 January in Berlin (winter time, UTC+1).
    ["2026-12-31T23:30:00Z", "01.01.2027"],
    ["2026-12-31T22:59:59Z", "31.12.2026"],
    ["2026-06-15T10:00:00+02:00", "15.06.2026"],
  ])("%s is %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it("reads every calendar date of two years as the zoned dayjs does, and a day that does not exist as dayjs rolls it over", () => {
    for (let day = 0; day < 2 * 366; day++) {
      const value = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDate(value)).toBe(dayjs.tz(value, TIME_ZONE).format("DD.MM.YYYY"));
    }
    expect(formatDate("2026-02-30")).toBe(dayjs.tz("2026-02-30", TIME_ZONE).format("DD.MM.YYYY"));
    expect(formatDate("not a date")).toBe("Invalid Date");
  });
});
