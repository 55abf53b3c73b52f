/**
 * The car catalogue of the public car search (account.md §2 "Site links", §7 `GET api/cars`).
 * Prices are whole cents a month, gross (the shop's list price; business customers read them net).
 */
export const BODY_TYPES = ["suv", "limousine", "kombi", "kompakt", "kleinwagen"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FUELS = ["electric", "hybrid", "petrol", "diesel"] as const;
export type Fuel = (typeof FUELS)[number];

/**
 * The terms the shop offers: months, and the short 14-day subscription of the site link
 * `/subscribe/14-days` (account.md §2), priced per month like the others.
 */
export const TERMS = ["14-days", "1", "6", "12", "24"] as const;
export type Term = (typeof TERMS)[number];

/** Kilometres a month a price is for; the smallest is the one "from" prices name. */
export const MILEAGE_PACKAGES = [1000, 1500, 2000] as const;
export type MileagePackage = (typeof MILEAGE_PACKAGES)[number];

export interface CarPrice {
  term: Term;
  mileage: MileagePackage;
  gross_cents: number;
}

export interface CatalogueCar {
  id: string;
  brand: string;
  model: string;
  trim: string;
  body_type: BodyType;
  fuel: Fuel;
  has_hitch: boolean;
  /** A special offer, listed under `/subscribe/deals`. */
  on_offer: boolean;
  picture: string;
  /** The first day the car can be delivered (YYYY-MM-DD, Berlin). */
  available_from: string;
  /** The last day a subscription can start with it; null: open. */
  available_to: string | null;
  prices: CarPrice[];
}

/** One car as `GET api/cars` answers it: the catalogue entry and its cheapest price under the filter. */
export interface CarResult extends CatalogueCar {
  price_from_cents: number;
  price_term: Term;
}

/** The cars of one brand and model (the listing carousel groups by brand-model, account.md §9). */
export interface CarGroup {
  brand: string;
  model: string;
  /** `brand-model` as a site-link slug, e.g. "volkswagen-id3". */
  slug: string;
  cars: CarResult[];
  price_from_cents: number;
  picture: string;
  available_from: string;
}

export interface CarsAnswer {
  total_results: number;
  limit: number;
  offset: number;
  view: "grouped" | "cars";
  results: CarResult[];
  groups: CarGroup[];
}

/** account.md §3 "AI search response". */
export interface AiSearchAnswer {
  url: string;
  total_results: number;
  not_found: boolean;
  wrong_prompt: boolean;
  reason: string | null;
  help_center: boolean;
}

/** The longest query the AI search reads (a search field's line, not a letter). */
export const AI_SEARCH_MAX_LENGTH = 500;
