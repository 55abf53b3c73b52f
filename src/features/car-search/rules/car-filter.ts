import { MILEAGE_PACKAGES, type CarGroup, type CarResult, type CarsAnswer, type CatalogueCar } from "../types";
import { priceFor } from "@/lib/money";
import { carSlug, type CarQuery } from "./car-query";

/**
 * The cheapest price of a car under the query's terms and mileage package (the smallest package
 * unless one is chosen), or null when the car offers none of the requested terms.
 */
export function priceFrom(car: CatalogueCar, query: Pick<CarQuery, "term" | "mileage">): { cents: number; term: CarResult["price_term"] } | null {
  const mileage = query.mileage ?? MILEAGE_PACKAGES[0];
  let best: { cents: number; term: CarResult["price_term"] } | null = null;
  for (const price of car.prices) {
    if (price.mileage !== mileage) continue;
    if (query.term.length > 0 && !query.term.includes(price.term)) continue;
    if (!best || price.gross_cents < best.cents) best = { cents: price.gross_cents, term: price.term };
  }
  return best;
}

/**
 * Whether the car can start a subscription on some day of the customer's window: it is available
 * from a day not after the window's end and until a day not before its start. Only an end
 * (`available_to`): cars available by then ("sofort verfügbar" is today).
 */
export function availableInWindow(
  car: Pick<CatalogueCar, "available_from" | "available_to">,
  query: Pick<CarQuery, "available_from" | "available_to">,
): boolean {
  if (query.available_to !== null && car.available_from > query.available_to) return false;
  if (query.available_from !== null && car.available_to !== null && car.available_to < query.available_from) return false;
  return true;
}

/**
 * Which price the query's `max_price` is compared with: the one the viewer is shown. A business
 * customer sees every price net of VAT (deals.md §6), so "bis 500 €" keeps a car shown at 450 €
 * zzgl. MwSt. (535,50 € gross), which the gross comparison dropped. The API's answer stays gross.
 */
export type PriceBasis = "gross" | "net";

/** Whether one car passes every filter of the query; its "from" price when it does. */
export function matchCar(car: CatalogueCar, query: CarQuery, basis: PriceBasis = "gross"): CarResult | null {
  if (query.brand.length > 0 && !query.brand.includes(carSlug(car.brand))) return null;
  if (query.model.length > 0 && !query.model.includes(carSlug(car.model)) && !query.model.includes(carSlug(`${car.brand} ${car.model}`))) return null;
  if (query.body_type.length > 0 && !query.body_type.includes(car.body_type)) return null;
  if (query.fuel.length > 0 && !query.fuel.includes(car.fuel)) return null;
  if (query.has_hitch !== null && car.has_hitch !== query.has_hitch) return null;
  if (query.on_offer !== null && car.on_offer !== query.on_offer) return null;
  if (!availableInWindow(car, query)) return null;
  const price = priceFrom(car, query);
  if (!price) return null;
  if (query.max_price !== null && priceFor(basis === "net", price.cents / 100) > query.max_price) return null;
  return { ...car, price_from_cents: price.cents, price_term: price.term };
}

function compareCars(sort: CarQuery["sort"]): (a: CarResult, b: CarResult) => number {
  const byName = (a: CarResult, b: CarResult) => `${a.brand} ${a.model} ${a.trim}`.localeCompare(`${b.brand} ${b.model} ${b.trim}`, "de");
  const byPrice = (a: CarResult, b: CarResult) => a.price_from_cents - b.price_from_cents;
  const byAvailability = (a: CarResult, b: CarResult) => a.available_from.localeCompare(b.available_from);
  const order = sort === "availability" ? [byAvailability, byPrice, byName] : [byPrice, byName];
  return (a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a.id.localeCompare(b.id);
  };
}

/** The matching cars, sorted as the query asks. */
export function filterCars(cars: readonly CatalogueCar[], query: CarQuery, basis: PriceBasis = "gross"): CarResult[] {
  return cars.flatMap((car) => matchCar(car, query, basis) ?? []).sort(compareCars(query.sort));
}

/** Cars grouped by brand and model, in the order their first car comes (account.md §9). */
export function groupByModel(cars: readonly CarResult[]): CarGroup[] {
  const groups = new Map<string, CarGroup>();
  for (const car of cars) {
    const slug = carSlug(`${car.brand} ${car.model}`);
    const group = groups.get(slug);
    if (!group) {
      groups.set(slug, {
        brand: car.brand,
        model: car.model,
        slug,
        cars: [car],
        price_from_cents: car.price_from_cents,
        picture: car.picture,
        available_from: car.available_from,
      });
    } else {
      group.cars.push(car);
      group.price_from_cents = Math.min(group.price_from_cents, car.price_from_cents);
      if (car.available_from < group.available_from) group.available_from = car.available_from;
    }
  }
  return [...groups.values()];
}

/**
 * `GET api/cars`'s answer: the matching cars, and a page of `limit` items from `offset`: groups of
 * brand-model (view `grouped`, the listing carousel) or single cars (view `cars`).
 * `total_results` counts cars; `results` holds the page's cars in both views.
 */
export function searchCars(cars: readonly CatalogueCar[], query: CarQuery, basis: PriceBasis = "gross"): CarsAnswer & { total_groups: number } {
  const matching = filterCars(cars, query, basis);
  const base = { total_results: matching.length, limit: query.limit, offset: query.offset, view: query.view };
  if (query.view === "cars") {
    const results = matching.slice(query.offset, query.offset + query.limit);
    return { ...base, results, groups: groupByModel(results), total_groups: groupByModel(matching).length };
  }
  const allGroups = groupByModel(matching);
  const groups = allGroups.slice(query.offset, query.offset + query.limit);
  return { ...base, results: groups.flatMap((group) => group.cars), groups, total_groups: allGroups.length };
}
