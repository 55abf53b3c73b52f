import { MILEAGE_PACKAGES, TERMS, type BodyType, type Fuel, type MileagePackage, type Term } from "../types";
import { carQueryString, carSlug, type CarQuery } from "./car-query";

/** The brands and models the catalogue holds: the search understands its own vocabulary. */
export interface SearchVocabulary {
  models: readonly { brand: string; model: string }[];
}

/** What a free-text query asks for; `recognised` is false when no word of it named a filter. */
export interface UnderstoodQuery {
  filters: Partial<CarQuery>;
  recognised: boolean;
  /** A service question (cancel, invoice, damage…), not a car search: the help center answers it. */
  helpTopic: boolean;
}

/** Umlauts and ß as two letters, lower case, one space: "Anhängerkupplung" and "Anhaengerkupplung" alike. */
export function normaliseSearchText(message: string): string {
  return message
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const word = (pattern: string) => new RegExp(`(?:^|[^a-z0-9])(?:${pattern})(?=$|[^a-z0-9])`);

const BODY_WORDS: Record<BodyType, RegExp> = {
  suv: word("suvs?|gelaendewagen|crossover"),
  limousine: word("limousinen?|sedans?|saloons?|stufenheck"),
  kombi: word("kombis?|estates?|estate cars?|station wagons?|wagons?"),
  kompakt: word("kompakt(?:wagen|klasse)?|compacts?|compact cars?|hatchbacks?"),
  kleinwagen: word("kleinwagen|stadtauto|small cars?|city cars?|mini cars?"),
};

const FUEL_WORDS: Record<Fuel, RegExp> = {
  electric: word(
    "elektro(?:auto|autos|fahrzeug|fahrzeuge|-suv|suv)?|elektrisch(?:e|en|er|es)?|e-autos?|eautos?|stromer|electric|electrics|evs?|bevs?|battery electric",
  ),
  hybrid: word("hybrid(?:e|s)?|plug-in(?:-hybrid)?|phevs?"),
  petrol: word("benzin(?:er)?|petrol|gasoline|gas car"),
  diesel: word("diesel"),
};

const HITCH = word("anhaengerkupplung|ahk|anhaenger|tow ?bar|tow hitch|trailer hitch|hitch|towing|trailer");
const OFFER = word("angebote?|deals?|rabatt|sonderangebote?|special offers?|on sale|discounts?|discounted|offers?");
const AVAILABLE_NOW = word(
  "sofort(?: verfuegbar| lieferbar)?|ab sofort|sofort fahren|direkt verfuegbar|available now|available immediately|immediately|right away|in stock|available today",
);
const WITHIN_WEEKS =
  /(?:innerhalb (?:von )?|in (?:den naechsten )?|within (?:the next )?|in the next )(\d{1,2}|zwei|drei|vier|two|three|four) (?:wochen|weeks)/;
const NEXT_WEEK = word("naechste woche|next week");
const HELP = word(
  "kuendig(?:en|ung)|rechnungs?|rechnungen|schaden|schadens(?:meldung)?|unfall|hilfe|support|kontakt|passwort|kaution|cancel(?:lation)?|invoices?|damage|accident|help|contact|password|deposit|refund",
);

const NUMBER_WORDS: Record<string, number> = { zwei: 2, drei: 3, vier: 4, two: 2, three: 3, four: 4 };

/** A price: "unter 400 Euro", "bis 500 €", "under $400", "max 450 eur", "for 399 euros a month". */
const PRICE =
  /(?:(?:unter|bis(?: zu)?|maximal|max\.?|hoechstens|weniger als|under|below|less than|up to|at most|for|fuer|<)\s*)?(?:\$|€)?\s?(\d{2,5})(?:[.,]\d{1,2})?\s?(?:€|euros?|eur|dollars?|\$|usd)?/g;
const PRICE_CONTEXT =
  /(?:unter|bis|maximal|max|hoechstens|weniger als|under|below|less than|up to|at most)\s*(?:\$|€)?\s?\d|\d\s?(?:€|euros?|eur|dollars?|\$|usd)(?=$|[^a-z0-9])|[$€]\s?\d/;

const TERM_PATTERNS: [RegExp, Term][] = [
  [word("14 tage|14 tagen|14 days|zwei wochen|two weeks|2 wochen|2 weeks|14-days"), "14-days"],
  [word("24 monate|24 monaten|24 months|2 jahre|zwei jahre|2 years|two years"), "24"],
  [word("12 monate|12 monaten|12 months|1 jahr|ein jahr|einem jahr|1 year|one year|a year|jahresabo"), "12"],
  [word("6 monate|6 monaten|6 months|sechs monate|six months|halbes jahr|half a year"), "6"],
  [word("1 monat|einen monat|ein monat|einem monat|1 month|one month|a month only|monatlich kuendbar"), "1"],
];

const MILEAGE = /(\d[\d.]{2,5})\s?(?:km|kilometer)/;

/** Spellings beyond the catalogue's own names (English names, short forms). */
const BRAND_ALIASES: Record<string, readonly string[]> = {
  volkswagen: ["vw"],
  "mercedes-benz": ["mercedes", "benz", "mb"],
};
const MODEL_ALIASES: Record<string, readonly string[]> = {
  "c-klasse": ["c-class", "c class", "c klasse"],
  "3er-touring": ["3 series", "3er", "3 series touring"],
  "passat-variant": ["passat"],
  "octavia-combi": ["octavia"],
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function modelSpellings(model: string): string[] {
  const lower = normaliseSearchText(model);
  const slug = carSlug(model);
  const spellings = new Set([lower, lower.replace(/[.\s-]/g, ""), lower.replace(/[.-]/g, " "), ...(MODEL_ALIASES[slug] ?? [])]);
  return [...spellings].filter((spelling) => spelling.length >= 2);
}

function brandSpellings(brand: string): string[] {
  const slug = carSlug(brand);
  return [normaliseSearchText(brand), slug, ...(BRAND_ALIASES[slug] ?? [])];
}

/**
 * The embedded search (account.md §5 "AI search"): reads a German or English query over the
 * catalogue's words (brand, model, body type, fuel, price, hitch, availability, term, offers)
 * into the car search's filters, without any network. `today` is the Berlin day "sofort
 * verfügbar" means.
 */
export function understandQuery(message: string, vocabulary: SearchVocabulary, today: string): UnderstoodQuery {
  let text = normaliseSearchText(message);
  const filters: Partial<CarQuery> = {};
  const found = () => Object.keys(filters).length > 0;

  // Models first: their digits ("500e", "ID.3", "Model 3") are not prices or terms.
  const models = new Set<string>();
  const brands = new Set<string>();
  for (const { brand, model } of vocabulary.models) {
    for (const spelling of modelSpellings(model)) {
      const pattern = word(escape(spelling));
      if (pattern.test(text)) {
        models.add(carSlug(model));
        text = text.replace(pattern, " ");
      }
    }
    for (const spelling of brandSpellings(brand)) {
      if (word(escape(spelling)).test(text)) brands.add(carSlug(brand));
    }
  }
  if (brands.size > 0) filters.brand = [...brands].sort();
  if (models.size > 0) filters.model = [...models].sort();

  const bodyTypes = (Object.keys(BODY_WORDS) as BodyType[]).filter((type) => BODY_WORDS[type].test(text));
  if (bodyTypes.length > 0) filters.body_type = bodyTypes;
  const fuels = (Object.keys(FUEL_WORDS) as Fuel[]).filter((fuel) => FUEL_WORDS[fuel].test(text));
  if (fuels.length > 0) filters.fuel = fuels;

  // "innerhalb von 2 Wochen" is a delivery window, not the 14-day term.
  const weeks = WITHIN_WEEKS.exec(text);
  if (weeks) text = text.replace(weeks[0], " ");

  const terms = TERM_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, term]) => term);
  for (const [pattern] of TERM_PATTERNS) text = text.replace(pattern, " ");
  if (terms.length > 0) filters.term = TERMS.filter((term) => terms.includes(term));

  const mileage = MILEAGE.exec(text);
  if (mileage?.[1]) {
    const km = Number(mileage[1].replace(/\./g, ""));
    if ((MILEAGE_PACKAGES as readonly number[]).includes(km)) filters.mileage = km as MileagePackage;
    text = text.replace(mileage[0], " ");
  }

  if (PRICE_CONTEXT.test(text)) {
    const amounts = [...text.matchAll(PRICE)].map((match) => Number(match[1])).filter((amount) => amount >= 50);
    if (amounts.length > 0) filters.max_price = Math.max(...amounts);
  }

  if (HITCH.test(text)) filters.has_hitch = true;
  if (OFFER.test(text)) filters.on_offer = true;

  if (AVAILABLE_NOW.test(text)) {
    filters.available_to = today;
    filters.sort = "availability";
  } else if (weeks?.[1] || NEXT_WEEK.test(text)) {
    const count = weeks?.[1] ? (NUMBER_WORDS[weeks[1]] ?? Number(weeks[1])) : 1;
    filters.available_to = addDays(today, 7 * count);
    filters.sort = "availability";
  }

  return { filters, recognised: found(), helpTopic: !found() && HELP.test(text) };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The search page's URL for the filters, outside the portal as the shop's links are (account.md §2 "Site links"). */
export function searchUrl(locale: string, filters: Partial<CarQuery>): string {
  const query = carQueryString(filters);
  return `/${locale}/subscribe${query ? `?${query}` : ""}`;
}
