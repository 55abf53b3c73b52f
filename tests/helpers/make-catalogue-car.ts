import type { CarPrice, CatalogueCar } from "../../src/features/car-search/types";

/** A car of the public car search's catalogue: a Volkswagen ID.3 available since 25 Nov 2026, priced by `overrides`. */
export function makeCatalogueCar(id: string, overrides: Partial<CatalogueCar> = {}): CatalogueCar {
  return {
    id,
    brand: "Volkswagen",
    model: "ID.3",
    trim: id,
    body_type: "kompakt",
    fuel: "electric",
    has_hitch: false,
    on_offer: false,
    picture: "/portal/cars/vw-id3.svg",
    available_from: "2026-11-25",
    available_to: null,
    prices: [],
    ...overrides,
  };
}

/** Prices as "term, package, gross cents" triples. */
export function catalogueCarPrices(triples: [CarPrice["term"], CarPrice["mileage"], number][]): CarPrice[] {
  return triples.map(([term, mileage, gross_cents]) => ({ term, mileage, gross_cents }));
}
