import { describe, expect, it } from "vitest";
import { EMPTY_CAR_QUERY, withPreset, type CarQuery } from "./car-query";
import { catalogueCarPrices, makeCatalogueCar } from "../../../../tests/helpers/make-catalogue-car";
import { currentSiteLink, presetOfPath, searchPageSlugs, searchPagePriceFrom } from "./site-links";

describe("search pages below /subscribe (account.md §2 Site links)", () => {
  const slugs = searchPageSlugs([
    { brand: "Volkswagen", model: "ID.3" },
    { brand: "Tesla", model: "Model Y" },
  ]);

  it.each<[string, boolean]>([
    ["elektro", true],
    ["suv", true],
    ["12-monate", true],
    ["14-days", true],
    ["deals", true],
    ["id3", true],
    ["volkswagen-id3", true],
    ["model-y", true],
    ["tesla-model-y", true],
    ["any-car", false],
    ["volkswagen", false],
    ["", false],
  ])("%s answers: %s", (slug, answers) => {
    expect(slugs.has(slug)).toBe(answers);
  });

  it("filters a model page by its slug", () => {
    expect(presetOfPath(["subscribe", "volkswagen-id3"])).toEqual({ link: null, preset: { model: ["volkswagen-id3"] } });
  });
});

describe("the site link the search shows (issue 37 item 10)", () => {
  const query = (filters: Partial<CarQuery>) => withPreset(filters, EMPTY_CAR_QUERY);
  it.each<[string, Partial<CarQuery>, string | null]>([
    ["nothing filtered", {}, ""],
    ["only electric cars", { fuel: ["electric"] }, "elektro"],
    ["SUVs", { body_type: ["suv"] }, "suv"],
    ["electric SUVs", { fuel: ["electric"], body_type: ["suv"] }, null],
    ["a price cap", { max_price: 500 }, null],
    ["a model", { model: ["volkswagen-id3"] }, null],
    ["offers", { on_offer: true }, "deals"],
    ["a window and a later page, no filter", { available_from: "2026-12-01", offset: 9 }, ""],
  ])("%s: %s", (_, filters, link) => {
    expect(currentSiteLink(query(filters))).toBe(link);
  });
});

describe("a search page's price from (issue 37 item 10: the car slider's price)", () => {
  const car = (id: string, model: string, prices: Parameters<typeof catalogueCarPrices>[0]) =>
    makeCatalogueCar(id, { model, prices: catalogueCarPrices(prices) });
  const cars = [
    car("pure", "ID.3", [
      ["12", 1000, 39900],
      ["24", 1000, 36700],
      ["24", 2000, 30000],
    ]),
    car("pro", "ID.3", [["12", 1000, 44900]]),
    car("golf", "Golf", [["12", 1000, 35900]]),
  ];
  it.each<[string, number | null]>([
    ["volkswagen-id3", 36700],
    ["id3", 36700],
    ["golf", 35900],
    ["elektro", 35900],
    ["passat", null],
  ])("%s starts at %s cents (smallest mileage package, any term)", (slug, cents) => {
    expect(searchPagePriceFrom(cars, slug)).toBe(cents);
  });
});
