import { describe, expect, it } from "vitest";
import type { AvailableDate } from "@/features/appointments/rules/available-dates";
import { commonReturnDates, distinctDealIds } from "./shared-return";

const slot = (value: string) => ({ value, formatted_time: `${value}-${String(Number(value.slice(0, 2)) + 1).padStart(2, "0")}:00` });
const day = (date: string, ...values: string[]): AvailableDate => ({ date, available_slots: values.map(slot) });

describe("commonReturnDates", () => {
  it.each<[string, AvailableDate[][], AvailableDate[]]>([
    ["no car: no date", [], []],
    ["one car: its own dates", [[day("2026-12-21", "09:00", "13:00")]], [day("2026-12-21", "09:00", "13:00")]],
    [
      "two cars ending the same day: the same dates",
      [
        [day("2026-12-21", "09:00", "10:00"), day("2026-12-22", "09:00")],
        [day("2026-12-21", "09:00", "10:00"), day("2026-12-22", "09:00")],
      ],
      [day("2026-12-21", "09:00", "10:00"), day("2026-12-22", "09:00")],
    ],
    [
      "overlapping windows: only the shared days",
      [
        [day("2026-12-18", "09:00"), day("2026-12-21", "09:00"), day("2026-12-22", "09:00")],
        [day("2026-12-21", "09:00"), day("2026-12-22", "09:00"), day("2026-12-23", "09:00")],
      ],
      [day("2026-12-21", "09:00"), day("2026-12-22", "09:00")],
    ],
    [
      "a shared day keeps only the slots every car has",
      [[day("2026-12-21", "09:00", "10:00", "13:00")], [day("2026-12-21", "10:00", "13:00")], [day("2026-12-21", "13:00", "14:00")]],
      [day("2026-12-21", "13:00")],
    ],
    ["a day without a common slot is dropped", [[day("2026-12-21", "09:00")], [day("2026-12-21", "10:00")]], []],
    ["a car without dates leaves none", [[day("2026-12-21", "09:00")], []], []],
  ])("%s", (_, perCar, expected) => {
    expect(commonReturnDates(perCar)).toEqual(expected);
  });
});

describe("distinctDealIds", () => {
  it.each<[string[], string[]]>([
    [[], []],
    [
      ["a", "b"],
      ["a", "b"],
    ],
    [
      ["a", "a", "b"],
      ["a", "b"],
    ],
    [
      [" a ", "", "b"],
      ["a", "b"],
    ],
  ])("%j → %j", (ids, expected) => {
    expect(distinctDealIds(ids)).toEqual(expected);
  });
});
