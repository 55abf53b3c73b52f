import { describe, expect, it } from "vitest";
import siteChrome from "../../fixtures/content/site-chrome.json" with { type: "json" };
import { buildCarCatalogue } from "@/bff/db/seed-car-catalogue";
import { filterCars } from "@/features/car-search/rules/car-filter";
import { parseCarQuery, withPreset, type CarQuery } from "@/features/car-search/rules/car-query";
import { presetOfPath } from "@/features/car-search/rules/site-links";
import { BODY_TYPES, FUELS } from "@/features/car-search/types";
import { dayjs, TIME_ZONE } from "@/lib/clock";

/**
 * account.md §2 Footer: "Brand, body type, fuel and city listings". The full footers (private and
 * business, every locale) list the catalogue's brands, every body type and every fuel, each link a
 * search that shows cars. A city listing links the search with its city (`?city=berlin`): a car is
 * delivered anywhere in Germany, so every city lists the whole catalogue, the search ignoring the
 * parameter as it does every one it does not filter by.
 */
interface Column {
  title: string;
  links: { label: string; href: string }[];
}
type Entry = (typeof siteChrome.entries)[number];
const footers = siteChrome.entries.filter((entry: Entry) => entry.sys.contentType.sys.id === "siteFooter");
const catalogue = buildCarCatalogue(dayjs.tz("2026-03-10 10:00", TIME_ZONE));

/** The search a footer link opens: the preset of its path with its query over it. */
function searchOf(href: string): CarQuery {
  const url = new URL(href, "http://portal.test");
  const parsed = parseCarQuery(Object.fromEntries(url.searchParams));
  if (!parsed.ok) throw new Error(`${href}: ${parsed.reason}`);
  return withPreset(presetOfPath(url.pathname.split("/").filter(Boolean)).preset, parsed.query);
}

const listingOf = (columns: Column[], key: "brand" | "body_type" | "fuel") =>
  columns.find((column) => column.links.every((link) => searchOf(link.href)[key].length === 1));

describe("the footer's listings (account.md §2 Footer)", () => {
  it("the fixtures have the private and the business footer", () => {
    expect(footers.map((entry: Entry) => entry.sys.id).sort()).toEqual(["site-footer", "site-footer-business"]);
  });

  for (const footer of footers) {
    const columnsByLocale = (footer.fields as unknown as { columns: Record<string, Column[]> }).columns;
    for (const [locale, columns] of Object.entries(columnsByLocale)) {
      it(`${footer.sys.id}, ${locale}: a city listing, each link a search with cars`, () => {
        const cities = columns.find((column) => column.links.length > 0 && column.links.every((link) => /[?&]city=[a-z-]+$/.test(link.href)));
        expect(cities?.links.map((link) => new URL(link.href, "http://portal.test").searchParams.get("city"))).toEqual([
          "berlin",
          "hamburg",
          "muenchen",
          "koeln",
          "frankfurt",
        ]);
        for (const link of cities!.links) expect(filterCars(catalogue, searchOf(link.href)).length, link.label).toBeGreaterThan(0);
      });

      it(`${footer.sys.id}, ${locale}: a brand, a body-type and a fuel listing, each link a search with cars`, () => {
        const brands = listingOf(columns, "brand");
        const bodies = listingOf(columns, "body_type");
        const fuels = listingOf(columns, "fuel");
        expect(brands?.links.length, "brands listed").toBeGreaterThanOrEqual(5);
        expect(new Set(bodies?.links.flatMap((link) => searchOf(link.href).body_type))).toEqual(new Set(BODY_TYPES));
        expect(new Set(fuels?.links.flatMap((link) => searchOf(link.href).fuel))).toEqual(new Set(FUELS));
        for (const link of [...brands!.links, ...bodies!.links, ...fuels!.links]) {
          expect(filterCars(catalogue, searchOf(link.href)).length, `${link.label} (${link.href})`).toBeGreaterThan(0);
        }
      });
    }
  }
});
