import { describe, expect, it } from "vitest";
import type { Deal } from "../types";
import { choosableCars, chosenCarPath } from "./car-choice";

describe("picking a car first (deals.md §2 /mycars/no-deal/…)", () => {
  it.each([
    ["an active subscription with a car", { state: "ACTIVE", variant: "SUBSCRIPTION", car_id: "car-1" }, true],
    ["a car in preparation", { state: "CREATED", variant: "SUBSCRIPTION", car_id: "car-1" }, false],
    ["a returned car", { state: "ENDED", variant: "SUBSCRIPTION", car_id: "car-1" }, false],
    ["an inactive subscription", { state: "INACTIVE", variant: "SUBSCRIPTION", car_id: "car-1" }, false],
    ["a lead", { state: "ACTIVE", variant: "LEAD", car_id: "car-1" }, false],
    ["no car_id", { state: "ACTIVE", variant: "SUBSCRIPTION", car_id: null }, false],
  ])("offers %s: %s", (_, deal, offered) => {
    expect(choosableCars([deal as Pick<Deal, "state" | "variant" | "car_id">])).toHaveLength(offered ? 1 : 0);
  });

  it.each([
    ["/de-DE/mycars/no-deal/report-damage", "deal-anna-active", "/de-DE/mycars/deal-anna-active/report-damage"],
    ["/en-US/mycars/no-deal/schedule-service", "deal-bernd-minib2b", "/en-US/mycars/deal-bernd-minib2b/schedule-service"],
    ["/de-DE/mycars/no-deal/report-damage", "a/b", "/de-DE/mycars/a%2Fb/report-damage"],
    ["/de-DE/mycars", "deal-anna-active", null],
  ])("leads from %s with %s to %s", (path, dealId, expected) => {
    expect(chosenCarPath(path, dealId)).toBe(expected);
  });
});
