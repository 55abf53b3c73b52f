import { describe, expect, it } from "vitest";
import type { CatalogueCar, CarPrice } from "../types";
import { availableInWindow, filterCars, groupByModel, priceFrom, searchCars } from "./car-filter";
import { EMPTY_CAR_QUERY, type CarQuery } from "./car-query";
import { makeCatalogueCar } from "../../../../tests/helpers/make-catalogue-car";

const prices = (twelve: number, terms: CarPrice["term"][] = ["1", "12", "24"]): CarPrice[] =>
  terms.flatMap((term) => [
    { term, mileage: 1000 as const, gross_cents: twelve * 100 + (term === "1" ? 10000 : term === "24" ? -3000 : 0) },
    { term, mileage: 1500 as const, gross_cents: twelve * 100 + 2500 + (term === "1" ? 10000 : term === "24" ? -3000 : 0) },
  ]);

const car = (id: string, overrides: Partial<CatalogueCar>): CatalogueCar => makeCatalogueCar(id, { prices: prices(400), ...overrides });

const CARS = [
  car("id3-pure", {}),
  car("id3-pro", { prices: prices(450), has_hitch: true, available_from: "2026-12-10" }),
  car("model-y", { brand: "Tesla", model: "Model Y", body_type: "suv", prices: prices(550), has_hitch: true, on_offer: true }),
  car("golf", {
    model: "Golf",
    fuel: "petrol",
    prices: prices(360, ["14-days", "1", "12"]),
    available_from: "2026-11-20",
    available_to: "2026-11-30",
  }),
  car("passat", { model: "Passat Variant", body_type: "kombi", fuel: "diesel", prices: prices(530), available_from: "2027-01-15" }),
];
const q = (overrides: Partial<CarQuery>): CarQuery => ({ ...EMPTY_CAR_QUERY, ...overrides });
const ids = (query: Partial<CarQuery>) => filterCars(CARS, q(query)).map((c) => c.id);

describe("priceFrom: the cheapest price under the terms and the mileage package", () => {
  it.each([
    [{}, 37000, "24"],
    [{ term: ["12" as const] }, 40000, "12"],
    [{ term: ["1" as const, "12" as const] }, 40000, "12"],
    [{ term: ["1" as const] }, 50000, "1"],
    [{ mileage: 1500 as const }, 39500, "24"],
  ])("%j → %i cents (%s)", (query, cents, term) => {
    expect(priceFrom(CARS[0]!, q(query))).toEqual({ cents, term });
  });
  it("a car without the asked term has no price", () => expect(priceFrom(CARS[0]!, q({ term: ["14-days"] }))).toBeNull());
});

describe("availableInWindow: the car can start on some day of the customer's window", () => {
  it.each([
    [{ available_from: "2026-11-25", available_to: null }, { available_from: null, available_to: null }, true],
    [{ available_from: "2026-11-25", available_to: null }, { available_from: null, available_to: "2026-11-25" }, true],
    [{ available_from: "2026-11-26", available_to: null }, { available_from: null, available_to: "2026-11-25" }, false],
    [{ available_from: "2026-12-01", available_to: null }, { available_from: "2026-11-25", available_to: "2026-12-09" }, true],
    [{ available_from: "2026-12-10", available_to: null }, { available_from: "2026-11-25", available_to: "2026-12-09" }, false],
    [{ available_from: "2026-11-01", available_to: "2026-11-24" }, { available_from: "2026-11-25", available_to: "2026-12-09" }, false],
    [{ available_from: "2026-11-01", available_to: "2026-11-25" }, { available_from: "2026-11-25", available_to: "2026-12-09" }, true],
  ])("car %j in %j → %s", (carWindow, window, expected) => expect(availableInWindow(carWindow, window)).toBe(expected));
});

describe("filterCars", () => {
  it.each([
    [{}, ["golf", "id3-pure", "id3-pro", "passat", "model-y"]],
    [{ fuel: ["electric" as const] }, ["id3-pure", "id3-pro", "model-y"]],
    [{ body_type: ["suv" as const, "kombi" as const] }, ["passat", "model-y"]],
    [{ brand: ["tesla"] }, ["model-y"]],
    [{ model: ["id3"] }, ["id3-pure", "id3-pro"]],
    [{ model: ["volkswagen-id3"] }, ["id3-pure", "id3-pro"]],
    [{ max_price: 400 }, ["golf", "id3-pure"]],
    [{ max_price: 400, term: ["12" as const] }, ["golf", "id3-pure"]],
    [{ max_price: 399, term: ["12" as const] }, ["golf"]],
    [{ has_hitch: true }, ["id3-pro", "model-y"]],
    [{ on_offer: true }, ["model-y"]],
    [{ term: ["14-days" as const] }, ["golf"]],
    [{ available_to: "2026-11-25" }, ["golf", "id3-pure", "model-y"]],
    [{ available_from: "2026-12-01", available_to: "2026-12-15" }, ["id3-pure", "id3-pro", "model-y"]],
    [{ sort: "availability" as const }, ["golf", "id3-pure", "model-y", "id3-pro", "passat"]],
    [{ fuel: ["hybrid" as const] }, []],
  ])("%j → %j", (query, expected) => expect(ids(query)).toEqual(expected));
});

describe("filterCars for a business customer: max_price is the net price they are shown (deals.md §6)", () => {
  // From-prices gross: golf 360, id3-pure 370, id3-pro 420 (352,94 net), passat 500 (420,17 net), model-y 520.
  it.each([
    [400, "gross", ["golf", "id3-pure"]],
    [400, "net", ["golf", "id3-pure", "id3-pro"]],
    [353, "net", ["golf", "id3-pure", "id3-pro"]],
    [352, "net", ["golf", "id3-pure"]],
    [420, "net", ["golf", "id3-pure", "id3-pro"]],
    [421, "net", ["golf", "id3-pure", "id3-pro", "passat"]],
  ] as const)("bis %i € (%s) → %j", (max_price, basis, expected) =>
    expect(filterCars(CARS, q({ max_price }), basis).map((c) => c.id)).toEqual(expected),
  );
});

describe("searchCars groups by brand-model and pages", () => {
  it("groups keep the order of their first car and the lowest price", () => {
    const groups = groupByModel(filterCars(CARS, q({})));
    expect(groups.map((g) => [g.slug, g.cars.length, g.price_from_cents])).toEqual([
      ["volkswagen-golf", 1, 36000],
      ["volkswagen-id3", 2, 37000],
      ["volkswagen-passat-variant", 1, 50000],
      ["tesla-model-y", 1, 52000],
    ]);
  });
  it("view grouped pages by group, counting cars", () => {
    const answer = searchCars(CARS, q({ limit: 2, offset: 1 }));
    expect(answer).toMatchObject({ total_results: 5, total_groups: 4, limit: 2, offset: 1, view: "grouped" });
    expect(answer.groups.map((g) => g.slug)).toEqual(["volkswagen-id3", "volkswagen-passat-variant"]);
    expect(answer.results.map((c) => c.id)).toEqual(["id3-pure", "id3-pro", "passat"]);
  });
  it("view cars pages by car", () => {
    const answer = searchCars(CARS, q({ view: "cars", limit: 2 }));
    expect(answer.results.map((c) => c.id)).toEqual(["golf", "id3-pure"]);
  });
});
