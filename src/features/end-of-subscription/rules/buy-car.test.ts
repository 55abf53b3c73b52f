import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { dayjs } from "@/lib/clock";
import {
  BUY_CAR_WINDOW_DAYS_AFTER_RETURN,
  BUY_CAR_WINDOW_DAYS_BEFORE_RETURN,
  isBuyCarOffered,
  isBuyCarVisible,
  type InventoryVehicle,
} from "./buy-car";

const vehicle: InventoryVehicle = {
  finn_car_id: "car-test",
  vin: "WVWZZZE1ZMP000001",
  aop_rv_presale_target: 28000,
  aop_stock_rv_damage_equivalent: 600,
  aop_stock_rv_km_equivalent: 900,
};

describe("isBuyCarVisible (deals.md sections 4 and 9)", () => {
  it("carries the config's 999 and 998 days", () => {
    expect([BUY_CAR_WINDOW_DAYS_BEFORE_RETURN, BUY_CAR_WINDOW_DAYS_AFTER_RETURN]).toEqual([999, 998]);
  });

  it.each([
    [1000, false],
    [999, true],
    [998, true],
    [30, true],
    [0, true],
    [-997, true],
    [-998, true],
    [-999, false],
    [null, false],
  ])("%s days to the return date, with an inventory vehicle → %s", (days, expected) => {
    expect(isBuyCarVisible(makeDeal({ days_left_to_schedule_return: days }), vehicle)).toBe(expected);
  });

  it("needs an inventory vehicle", () => {
    expect(isBuyCarVisible(makeDeal({ days_left_to_schedule_return: 30 }), null)).toBe(false);
  });
});

describe("isBuyCarOffered (deals.md §4: inside the extend-options selector)", () => {
  const now = dayjs("2026-06-01T08:00:00Z");
  it.each([
    ["ACTIVE, ending in 70 days", { end_date: "2026-08-10", days_left_to_schedule_return: 70 }, vehicle, true],
    ["no inventory vehicle", { end_date: "2026-08-10", days_left_to_schedule_return: 70 }, null, false],
    ["ending in 4 months: the selector is not shown yet", { end_date: "2026-10-01", days_left_to_schedule_return: 122 }, vehicle, false],
    ["a prolongation", { end_date: "2026-08-10", days_left_to_schedule_return: 70, subscribed_as: "PROLONGATION" as const }, vehicle, false],
    ["CREATED", { end_date: "2026-08-10", days_left_to_schedule_return: 70, state: "CREATED" as const }, vehicle, false],
  ])("%s → %s", (_name, fields, inventory, expected) => {
    expect(isBuyCarOffered(makeDeal(fields), inventory, { now })).toBe(expected);
  });
});
