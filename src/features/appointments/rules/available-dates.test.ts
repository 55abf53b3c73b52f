import { describe, expect, it } from "vitest";
import { availableDates, berlinIso, requestedSlot, RETURN_DEPOT_HOURS, slotOnDay, slotsOf, timeWindowLabel } from "./available-dates";

describe("timeWindowLabel (issue 36 item 7: one way to write a time window)", () => {
  it.each([
    ["11:00 - 13:00", "11:00-13:00"],
    ["11:00-12:00", "11:00-12:00"],
    [" 08:00 – 12:00 ", "08:00-12:00"],
    ["12:00—15:30", "12:00-15:30"],
    ["10:00", "10:00"],
  ])("%j → %s", (window, expected) => {
    expect(timeWindowLabel(window)).toBe(expected);
  });
});

describe("slotsOf", () => {
  it("the return depot's 9-12 and 13-15 give hourly slots at 9, 10, 11, 13 and 14 (deals.md §9)", () => {
    expect(slotsOf(RETURN_DEPOT_HOURS)).toEqual([
      { value: "09:00", formatted_time: "09:00-10:00" },
      { value: "10:00", formatted_time: "10:00-11:00" },
      { value: "11:00", formatted_time: "11:00-12:00" },
      { value: "13:00", formatted_time: "13:00-14:00" },
      { value: "14:00", formatted_time: "14:00-15:00" },
    ]);
  });

  it.each([
    [[{ from: "08:00", to: "12:00" }], 120, ["08:00", "10:00"]],
    [[{ from: "08:00", to: "11:30" }], 60, ["08:00", "09:00", "10:00"]],
    [[{ from: "10:30", to: "12:00" }], 30, ["10:30", "11:00", "11:30"]],
    [[{ from: "12:00", to: "12:00" }], 60, []],
  ])("windows %j in %i-minute slots start at %j", (windows, minutes, starts) => {
    expect(slotsOf(windows, minutes).map((slot) => slot.value)).toEqual(starts);
  });
});

describe("availableDates", () => {
  it("working days only: weekends and nationwide holidays are left out, both ends included", () => {
    const dates = availableDates({ first: "2026-12-23", last: "2026-12-29", windows: RETURN_DEPOT_HOURS });
    // 23 (Wed), 24 (Thu) are working days; 25, 26 holidays; 27 Sunday; 28, 29 working days.
    expect(dates.map((date) => date.date)).toEqual(["2026-12-23", "2026-12-24", "2026-12-28", "2026-12-29"]);
    expect(dates[0]?.available_slots).toHaveLength(5);
  });

  it("no dates when the range is empty or no slot fits", () => {
    expect(availableDates({ first: "2026-12-10", last: "2026-12-09", windows: RETURN_DEPOT_HOURS })).toEqual([]);
    expect(availableDates({ first: "2026-12-07", last: "2026-12-11", windows: [] })).toEqual([]);
  });
});

describe("slotOnDay (deals.md §5: a slot the day lacks falls back to the day's first)", () => {
  const dates = [
    { date: "2026-12-07", available_slots: slotsOf(RETURN_DEPOT_HOURS) },
    { date: "2026-12-08", available_slots: slotsOf([{ from: "13:00", to: "15:00" }]) },
    { date: "2026-12-09", available_slots: [] },
  ];
  it.each([
    ["2026-12-07", "10:00", "10:00"],
    ["2026-12-07", "12:00", "09:00"],
    ["2026-12-07", null, "09:00"],
    ["2026-12-08", "09:00", "13:00"],
    ["2026-12-09", "09:00", null],
    ["2026-12-10", "09:00", null],
  ])("%s at %s → %s", (day, time, slot) => expect(slotOnDay(dates, day, time)?.value ?? null).toBe(slot));
});

describe("berlinIso (deals.md §5: the preferred date in Berlin time)", () => {
  it.each([
    ["2026-12-01", "10:00", "2026-12-01T10:00:00+01:00"],
    ["2026-07-01", "09:00", "2026-07-01T09:00:00+02:00"],
    ["2026-03-29", "11:00", "2026-03-29T11:00:00+02:00"],
    ["2026-10-25", "09:00", "2026-10-25T09:00:00+01:00"],
  ])("%s %s → %s", (day, time, iso) => expect(berlinIso(day, time)).toBe(iso));
});

describe("requestedSlot: the slot a request to the BFF names", () => {
  const dates = [
    {
      date: "2026-12-01",
      available_slots: [
        { value: "08:00", formatted_time: "08:00-09:00" },
        { value: "11:00", formatted_time: "11:00-12:00" },
      ],
    },
  ];
  it.each([
    ["a slot of the day", "11:00", null, "11:00"],
    ["a time that is no slot of the day", "03:00", null, null],
    ["none, with an offered fallback", null, "11:00", "11:00"],
    ["none, with a fallback that is no slot: the day's first (deals.md §5)", null, "12:00", "08:00"],
  ])("%s → %s", (_case, time, fallback, expected) => {
    expect(requestedSlot(dates, "2026-12-01", time, fallback)?.value ?? null).toBe(expected);
  });
});
