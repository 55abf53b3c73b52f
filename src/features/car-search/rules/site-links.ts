import type { CatalogueCar } from "../types";
import { filterCars } from "./car-filter";
import { carSlug, EMPTY_CAR_QUERY, withPreset, type CarQuery } from "./car-query";

/**
 * account.md §2 "Site links": the car search and its preset selections, each a page of content
 * (`fixtures/content/car-search.json`) whose last segment names its preset here.
 */
export const SITE_LINK_PRESETS = {
  "": {},
  elektro: { fuel: ["electric"] },
  suv: { body_type: ["suv"] },
  "12-monate": { term: ["12"] },
  "14-days": { term: ["14-days"] },
  deals: { on_offer: true },
} as const satisfies Record<string, Partial<CarQuery>>;

export type SiteLink = keyof typeof SITE_LINK_PRESETS;
export const SITE_LINKS = Object.keys(SITE_LINK_PRESETS) as SiteLink[];

/** `/subscribe/…` below the locale: "" is the search itself. */
export function siteLinkPath(link: SiteLink): string {
  return link === "" ? "/subscribe" : `/subscribe/${link}`;
}

/**
 * The preset of a search page by its path below the locale: a site link, or a brand-model slug
 * (`/subscribe/volkswagen-id3`, the car slider's links) that filters that model.
 */
export function presetOfPath(segments: readonly string[]): { link: SiteLink | null; preset: Partial<CarQuery> } {
  const [first, second] = segments;
  if (first !== "subscribe") return { link: null, preset: {} };
  const key = second ?? "";
  if (Object.hasOwn(SITE_LINK_PRESETS, key)) return { link: key as SiteLink, preset: { ...SITE_LINK_PRESETS[key as SiteLink] } as Partial<CarQuery> };
  return { link: null, preset: { model: [key] } };
}

/**
 * The last segments `/subscribe/{…}` answers: its site links and each model of the catalogue, by
 * its model ("id3") and by brand and model ("volkswagen-id3"), as `presetOfPath` filters them. Any
 * other is no page (a 404), not an empty search.
 */
export function searchPageSlugs(cars: readonly { brand: string; model: string }[]): ReadonlySet<string> {
  const slugs = new Set<string>(SITE_LINKS.filter((link) => link !== ""));
  for (const car of cars) {
    slugs.add(carSlug(car.model));
    slugs.add(carSlug(`${car.brand} ${car.model}`));
  }
  return slugs;
}

/**
 * The "from" price, in cents, of the page a `/subscribe/{slug}` link opens: its cheapest car under
 * no filter but the slug's. The car slider shows it, so a model costs the same on its card as on its
 * search page; null when the slug names no page of the catalogue.
 */
export function searchPagePriceFrom(cars: readonly CatalogueCar[], slug: string): number | null {
  if (!searchPageSlugs(cars).has(slug)) return null;
  const query = withPreset(presetOfPath(["subscribe", slug]).preset, EMPTY_CAR_QUERY);
  return filterCars(cars, query)[0]?.price_from_cents ?? null;
}

/** The query's parts that choose cars (not the window, order, page or view). */
const FILTER_KEYS = ["brand", "model", "body_type", "fuel", "term", "mileage", "max_price", "has_hitch", "on_offer"] as const;

/**
 * The site link whose selection the query shows exactly, or null: "Alle Autos" is current only
 * while nothing is filtered, and a filter that equals a preset marks that preset (otherwise
 * "Alle Autos" stays highlighted after filtering).
 */
export function currentSiteLink(query: CarQuery): SiteLink | null {
  const filtersOf = (q: CarQuery) => JSON.stringify(FILTER_KEYS.map((key) => q[key]));
  const own = filtersOf(query);
  return SITE_LINKS.find((link) => filtersOf(withPreset(SITE_LINK_PRESETS[link] as Partial<CarQuery>, EMPTY_CAR_QUERY)) === own) ?? null;
}
