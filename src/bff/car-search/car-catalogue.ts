import "server-only";
import { asc } from "drizzle-orm";
import { searchPageSlugs } from "@/features/car-search/rules/site-links";
import type { CatalogueCar } from "@/features/car-search/types";
import type { Db } from "../db/client";
import { catalogueCar } from "../db/schema";

/** The whole catalogue (a few dozen cars): the pure rules filter it, for the page and the API alike. */
export async function loadCatalogue(db: Db): Promise<CatalogueCar[]> {
  const rows = await db.select().from(catalogueCar).orderBy(asc(catalogueCar.brand), asc(catalogueCar.model), asc(catalogueCar.id));
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    model: row.model,
    trim: row.trim,
    body_type: row.bodyType,
    fuel: row.fuel,
    has_hitch: row.hasHitch,
    on_offer: row.onOffer,
    picture: row.picture,
    available_from: row.availableFrom,
    available_to: row.availableTo,
    prices: row.prices,
  }));
}

const SEARCH_SLUGS_TTL_MS = 60_000;
let searchSlugs: { at: number; slugs: Promise<ReadonlySet<string>> } | undefined;

/**
 * `searchPageSlugs` of the catalogue, read again at most once a minute: the front door asks it for
 * every path below `/subscribe/` it does not hold, so a random car slug costs a set lookup, not a
 * render. A car added to the catalogue has its page within the minute.
 */
export function catalogueSearchSlugs(db: Db, now = Date.now()): Promise<ReadonlySet<string>> {
  if (!searchSlugs || now - searchSlugs.at > SEARCH_SLUGS_TTL_MS) {
    const slugs = loadCatalogue(db).then(searchPageSlugs);
    searchSlugs = { at: now, slugs };
    slugs.catch(() => {
      if (searchSlugs?.slugs === slugs) searchSlugs = undefined;
    });
  }
  return searchSlugs.slugs;
}
