import { BODY_TYPES, FUELS, MILEAGE_PACKAGES, TERMS, type BodyType, type Fuel, type MileagePackage, type Term } from "../types";

/** account.md §9: "Listing carousel shows 9 items grouped by brand-model." */
export const LISTING_PAGE_SIZE = 9;
export const MAX_LIMIT = 50;
export const MAX_OFFSET = 10_000;
const MAX_LIST_ITEMS = 20;
const MAX_ITEM_LENGTH = 40;

export const SORTS = ["price", "availability"] as const;
export type Sort = (typeof SORTS)[number];
export const VIEWS = ["grouped", "cars"] as const;
export type View = (typeof VIEWS)[number];

/** The filters of the car search as `GET api/cars` and the search page's URL carry them. */
export interface CarQuery {
  /** Slugs (`carSlug`): "volkswagen", "id3". */
  brand: string[];
  model: string[];
  body_type: BodyType[];
  fuel: Fuel[];
  term: Term[];
  mileage: MileagePackage | null;
  /** Whole euros a month, gross. */
  max_price: number | null;
  has_hitch: boolean | null;
  on_offer: boolean | null;
  sort: Sort;
  /** The customer's window (YYYY-MM-DD): cars available at some day inside it. */
  available_from: string | null;
  available_to: string | null;
  limit: number;
  offset: number;
  view: View;
}

export const EMPTY_CAR_QUERY: CarQuery = {
  brand: [],
  model: [],
  body_type: [],
  fuel: [],
  term: [],
  mileage: null,
  max_price: null,
  has_hitch: null,
  on_offer: null,
  sort: "price",
  available_from: null,
  available_to: null,
  limit: LISTING_PAGE_SIZE,
  offset: 0,
  view: "grouped",
};

/** The parameters the car search reads, in the order a canonical URL lists them. */
export const CAR_QUERY_KEYS = [
  "brand",
  "model",
  "body_type",
  "fuel",
  "term",
  "mileage",
  "max_price",
  "has_hitch",
  "on_offer",
  "available_from",
  "available_to",
  "sort",
  "view",
  "limit",
  "offset",
] as const satisfies readonly (keyof CarQuery)[];

export type CarQueryResult = { ok: true; query: CarQuery } | { ok: false; param: string; reason: string };

/** "Volkswagen" → "volkswagen", "ID.3" → "id3", "Model Y" → "model-y": how brands and models appear in URLs. */
export function carSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, (match) => (/[\s-]/.test(match) ? "-" : ""))
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

class QueryError extends Error {
  constructor(
    readonly param: string,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * Reads the search's parameters (comma arrays for the lists, account.md §7 "filter (comma arrays)");
 * parameters it does not know are ignored (the portal's VoucherCode, previous_subscription_id,
 * tracking). A value it cannot read is refused with the parameter and the reason: the API answers
 * 400, the page shows the message beside the filters.
 */
export function parseCarQuery(params: Readonly<Record<string, string | undefined>>): CarQueryResult {
  try {
    const query: CarQuery = {
      brand: slugList(params, "brand"),
      model: slugList(params, "model"),
      body_type: enumList(params, "body_type", BODY_TYPES),
      fuel: enumList(params, "fuel", FUELS),
      term: enumList(params, "term", TERMS),
      mileage: optionalEnumNumber(params, "mileage", MILEAGE_PACKAGES),
      max_price: optionalInteger(params, "max_price", 1, 100_000),
      has_hitch: optionalBoolean(params, "has_hitch"),
      on_offer: optionalBoolean(params, "on_offer"),
      sort: optionalEnum(params, "sort", SORTS) ?? EMPTY_CAR_QUERY.sort,
      available_from: optionalDay(params, "available_from"),
      available_to: optionalDay(params, "available_to"),
      limit: optionalInteger(params, "limit", 1, MAX_LIMIT) ?? LISTING_PAGE_SIZE,
      offset: optionalInteger(params, "offset", 0, MAX_OFFSET) ?? 0,
      view: optionalEnum(params, "view", VIEWS) ?? EMPTY_CAR_QUERY.view,
    };
    if (query.available_from && query.available_to && query.available_from > query.available_to) {
      throw new QueryError("available_to", "available_to must not be before available_from.");
    }
    return { ok: true, query };
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, param: error.param, reason: error.message };
    throw error;
  }
}

/** The query as URL parameters, defaults left out, lists joined by commas, in a fixed order. */
export function carQueryParams(query: Partial<CarQuery>): URLSearchParams {
  const full = { ...EMPTY_CAR_QUERY, ...query };
  const out = new URLSearchParams();
  for (const key of CAR_QUERY_KEYS) {
    const value = full[key];
    if (value === null || value === EMPTY_CAR_QUERY[key]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out.set(key, value.join(","));
    } else {
      out.set(key, String(value));
    }
  }
  return out;
}

/** The query string of `carQueryParams`, commas of the lists left readable. */
export function carQueryString(query: Partial<CarQuery>): string {
  return carQueryParams(query).toString().replace(/%2C/g, ",");
}

/** The query merged over a site link's preset (its lists win only where the URL names none). */
export function withPreset(preset: Partial<CarQuery>, query: CarQuery): CarQuery {
  const merged: CarQuery = { ...query };
  for (const key of CAR_QUERY_KEYS) {
    const presetValue = preset[key];
    if (presetValue === undefined) continue;
    const own = query[key];
    const unset = own === null || (Array.isArray(own) && own.length === 0) || own === EMPTY_CAR_QUERY[key];
    if (unset) Object.assign(merged, { [key]: presetValue });
  }
  return merged;
}

function rawOf(params: Readonly<Record<string, string | undefined>>, key: string): string | null {
  const value = params[key];
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function listOf(params: Readonly<Record<string, string | undefined>>, key: string): string[] {
  const raw = rawOf(params, key);
  if (raw === null) return [];
  const items = raw
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  if (items.length > MAX_LIST_ITEMS) throw new QueryError(key, `${key} lists at most ${MAX_LIST_ITEMS} values.`);
  const long = items.find((item) => item.length > MAX_ITEM_LENGTH);
  if (long !== undefined) throw new QueryError(key, `A value of ${key} is longer than ${MAX_ITEM_LENGTH} characters.`);
  return [...new Set(items)];
}

function slugList(params: Readonly<Record<string, string | undefined>>, key: string): string[] {
  const slugs = listOf(params, key).map(carSlug);
  if (slugs.some((slug) => slug === "")) throw new QueryError(key, `${key} must name letters or digits.`);
  return [...new Set(slugs)];
}

function enumList<T extends string>(params: Readonly<Record<string, string | undefined>>, key: string, allowed: readonly T[]): T[] {
  const items = listOf(params, key).map((item) => item.toLowerCase());
  const unknown = items.find((item) => !(allowed as readonly string[]).includes(item));
  if (unknown !== undefined) throw new QueryError(key, `${key} must be one of ${allowed.join(", ")}.`);
  return items as T[];
}

function optionalEnum<T extends string>(params: Readonly<Record<string, string | undefined>>, key: string, allowed: readonly T[]): T | null {
  const raw = rawOf(params, key)?.toLowerCase() ?? null;
  if (raw === null) return null;
  if (!(allowed as readonly string[]).includes(raw)) throw new QueryError(key, `${key} must be one of ${allowed.join(", ")}.`);
  return raw as T;
}

function optionalInteger(params: Readonly<Record<string, string | undefined>>, key: string, min: number, max: number): number | null {
  const raw = rawOf(params, key);
  if (raw === null) return null;
  if (!/^\d{1,7}$/.test(raw)) throw new QueryError(key, `${key} must be a whole number.`);
  const value = Number(raw);
  if (value < min || value > max) throw new QueryError(key, `${key} must be between ${min} and ${max}.`);
  return value;
}

function optionalEnumNumber<T extends number>(params: Readonly<Record<string, string | undefined>>, key: string, allowed: readonly T[]): T | null {
  const raw = rawOf(params, key);
  if (raw === null) return null;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !(allowed as readonly number[]).includes(value))
    throw new QueryError(key, `${key} must be one of ${allowed.join(", ")}.`);
  return value as T;
}

function optionalBoolean(params: Readonly<Record<string, string | undefined>>, key: string): boolean | null {
  const raw = rawOf(params, key)?.toLowerCase() ?? null;
  if (raw === null) return null;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new QueryError(key, `${key} must be true or false.`);
}

function optionalDay(params: Readonly<Record<string, string | undefined>>, key: string): string | null {
  const raw = rawOf(params, key);
  if (raw === null) return null;
  // The portal's links carry plain days; an ISO instant's day is taken as written.
  const day = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(raw) ? raw.slice(0, 10) : null;
  if (day === null || !isRealDay(day)) throw new QueryError(key, `${key} must be a date (YYYY-MM-DD).`);
  return day;
}

function isRealDay(value: string): boolean {
  const midnight = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(value);
}
