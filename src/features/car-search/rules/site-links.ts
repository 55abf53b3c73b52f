import type { CarQuery } from "./car-query";

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
