import "server-only";
import { asc } from "drizzle-orm";
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
