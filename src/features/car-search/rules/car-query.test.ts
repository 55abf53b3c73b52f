import { describe, expect, it } from "vitest";
import { carQueryString, carSlug, EMPTY_CAR_QUERY, LISTING_PAGE_SIZE, parseCarQuery, withPreset } from "./car-query";

describe("carSlug", () => {
  it.each([
    ["Volkswagen", "volkswagen"],
    ["ID.3", "id3"],
    ["Model Y", "model-y"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["C-Klasse", "c-klasse"],
    ["Škoda", "skoda"],
    ["Ioniq 5", "ioniq-5"],
  ])("%s → %s", (name, slug) => expect(carSlug(name)).toBe(slug));
});

describe("parseCarQuery reads the search's parameters", () => {
  it("defaults: 9 items (account.md §9), grouped, by price", () => {
    expect(parseCarQuery({})).toEqual({ ok: true, query: EMPTY_CAR_QUERY });
    expect(EMPTY_CAR_QUERY.limit).toBe(LISTING_PAGE_SIZE);
    expect(LISTING_PAGE_SIZE).toBe(9);
  });

  it.each([
    [{ fuel: "electric,hybrid" }, { fuel: ["electric", "hybrid"] }],
    [{ body_type: "SUV, Kombi" }, { body_type: ["suv", "kombi"] }],
    [{ term: "12,24" }, { term: ["12", "24"] }],
    [{ term: "14-days" }, { term: ["14-days"] }],
    [
      { brand: "Volkswagen,vw", model: "ID.3" },
      { brand: ["volkswagen", "vw"], model: ["id3"] },
    ],
    [{ max_price: "400" }, { max_price: 400 }],
    [{ has_hitch: "true" }, { has_hitch: true }],
    [{ has_hitch: "false" }, { has_hitch: false }],
    [{ sort: "availability" }, { sort: "availability" }],
    [
      { available_from: "2026-12-01", available_to: "2026-12-15" },
      { available_from: "2026-12-01", available_to: "2026-12-15" },
    ],
    [{ available_from: "2026-12-01T08:00:00.000Z" }, { available_from: "2026-12-01" }],
    [
      { limit: "50", offset: "9", view: "cars" },
      { limit: 50, offset: 9, view: "cars" },
    ],
    [{ mileage: "1500" }, { mileage: 1500 }],
    [{ VoucherCode: "DELAY-1", previous_subscription_id: "deal-1" }, {}],
    [{ fuel: "" }, {}],
  ])("%j", (params, expected) => {
    expect(parseCarQuery(params)).toEqual({ ok: true, query: { ...EMPTY_CAR_QUERY, ...expected } });
  });

  it.each([
    [{ fuel: "kerosene" }, "fuel", /fuel must be one of electric, hybrid, petrol, diesel/],
    [{ body_type: "tank" }, "body_type", /body_type must be one of/],
    [{ term: "3" }, "term", /term must be one of 14-days, 1, 6, 12, 24/],
    [{ max_price: "-1" }, "max_price", /whole number/],
    [{ max_price: "4.5" }, "max_price", /whole number/],
    [{ max_price: "0" }, "max_price", /between 1 and 100000/],
    [{ has_hitch: "yes" }, "has_hitch", /true or false/],
    [{ sort: "random" }, "sort", /sort must be one of price, availability/],
    [{ view: "map" }, "view", /view must be one of grouped, cars/],
    [{ limit: "0" }, "limit", /between 1 and 50/],
    [{ limit: "51" }, "limit", /between 1 and 50/],
    [{ offset: "10001" }, "offset", /between 0 and 10000/],
    [{ available_from: "2026-02-30" }, "available_from", /date/],
    [{ available_to: "tomorrow" }, "available_to", /date/],
    [{ available_from: "2026-12-15", available_to: "2026-12-01" }, "available_to", /not be before/],
    [{ mileage: "1234" }, "mileage", /one of 1000, 1500, 2000/],
    [{ brand: "!!!" }, "brand", /letters or digits/],
    [{ brand: "x".repeat(41) }, "brand", /longer than 40/],
    [{ model: Array.from({ length: 21 }, (_, i) => `m${i}`).join(",") }, "model", /at most 20/],
  ])("refuses %j", (params, param, reason) => {
    const result = parseCarQuery(params);
    expect(result).toMatchObject({ ok: false, param });
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe("carQueryString and withPreset", () => {
  it("lists only what differs from the defaults, in a fixed order, commas readable", () => {
    expect(carQueryString({ sort: "availability", fuel: ["electric", "hybrid"], max_price: 500, limit: 9 })).toBe(
      "fuel=electric,hybrid&max_price=500&sort=availability",
    );
    expect(carQueryString({})).toBe("");
  });
  it("a site link's preset fills what the URL leaves open; the URL's own filters win", () => {
    const preset = { fuel: ["electric" as const] };
    expect(withPreset(preset, EMPTY_CAR_QUERY).fuel).toEqual(["electric"]);
    expect(withPreset(preset, { ...EMPTY_CAR_QUERY, fuel: ["hybrid"] }).fuel).toEqual(["hybrid"]);
    expect(withPreset({ term: ["12"] }, { ...EMPTY_CAR_QUERY, max_price: 400 })).toMatchObject({ term: ["12"], max_price: 400 });
  });
});
