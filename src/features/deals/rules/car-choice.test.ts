import { describe, expect, it } from "vitest";
import type { Deal } from "../types";
import { choosableCars, choosableCarsFor, chosenCarPath } from "./car-choice";

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
    // account.md §2 Business portal pages report-damage-page and schedule-service-page, named without a car.
    ["/de-DE/b2b/report-damage-page", "deal-fabian-dirk", "/de-DE/b2b/deal-fabian-dirk/report-damage-page"],
    ["/en-US/b2b/schedule-service-page", "deal-bernd-minib2b", "/en-US/b2b/deal-bernd-minib2b/schedule-service-page"],
    ["/de-DE/b2b", "deal-bernd-minib2b", null],
    ["/de-DE/b2b/deal-bernd-minib2b/report-damage-page", "deal-bernd-minib2b", null],
  ])("leads from %s with %s to %s", (path, dealId, expected) => {
    expect(chosenCarPath(path, dealId)).toBe(expected);
  });

  it("offers only company cars on a business portal page, every car of the customer's on /mycars/no-deal/…", () => {
    const active = { state: "ACTIVE", variant: "SUBSCRIPTION", car_id: "car-1" } as const;
    const deals = [
      { ...active, id: "private", type: "B2C" },
      { ...active, id: "company", type: "MINIB2B" },
    ];
    expect(choosableCarsFor("/de-DE/b2b/report-damage-page", deals).map((deal) => deal.id)).toEqual(["company"]);
    expect(choosableCarsFor("/de-DE/mycars/no-deal/report-damage", deals).map((deal) => deal.id)).toEqual(["private", "company"]);
  });
});
