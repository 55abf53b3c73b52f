import "server-only";
import { cache } from "react";
import { getDb } from "@/bff/db/client";
import { catalogueSearchSlugs, loadCatalogue } from "@/bff/car-search/car-catalogue";
import { findCars } from "@/bff/car-search/car-search-service";
import { timedLoader } from "@/lib/server-timing";
import type { CarQuery } from "../rules/car-query";
import type { PriceBasis } from "../rules/car-filter";

/** The page's read of the catalogue: the same service as `GET api/cars`, without the HTTP hop. */
export const getCarSearch = cache(timedLoader("data", async (query: CarQuery, basis: PriceBasis) => findCars(await getDb(), query, basis)));

/** The last segments `/subscribe/{…}` answers (`searchPageSlugs` of the catalogue). */
export async function getSearchPageSlugs(): Promise<ReadonlySet<string>> {
  return catalogueSearchSlugs(await getDb());
}

/** The whole catalogue, read once per request (the car slider prices its cards from it). */
export const getCatalogue = cache(timedLoader("data", async () => loadCatalogue(await getDb())));
