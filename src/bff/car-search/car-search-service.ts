import "server-only";
import type { Dayjs } from "@/lib/clock";
import { aiSearchLlm } from "@/lib/env";
import { berlinDay } from "@/lib/calendar-day";
import { searchCars, type PriceBasis } from "@/features/car-search/rules/car-filter";
import { EMPTY_CAR_QUERY, type CarQuery } from "@/features/car-search/rules/car-query";
import { searchUrl, understandQuery, type SearchVocabulary, type UnderstoodQuery } from "@/features/car-search/rules/ai-search-query";
import type { AiSearchAnswer, CarsAnswer, CatalogueCar } from "@/features/car-search/types";
import type { Db } from "../db/client";
import { loadCatalogue } from "./car-catalogue";
import { readQueryWithLlm } from "./llm-query-reader";

/** `GET api/cars`: the catalogue through the search's pure rules (`basis`: see `PriceBasis`). */
export async function findCars(db: Db, query: CarQuery, basis: PriceBasis = "gross"): Promise<CarsAnswer & { total_groups: number }> {
  return searchCars(await loadCatalogue(db), query, basis);
}

export function vocabularyOf(cars: readonly CatalogueCar[]): SearchVocabulary {
  const seen = new Map<string, { brand: string; model: string }>();
  for (const car of cars) seen.set(`${car.brand}|${car.model}`, { brand: car.brand, model: car.model });
  return { models: [...seen.values()] };
}

/** Line breaks are no part of a query (account.md §5): they become spaces, and spaces are collapsed. */
export function cleanSearchMessage(message: string): string {
  return message
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * `POST /api/ai-search` (account.md §3, §7): the query read into filters (the configured language
 * model, else, or when it fails, the embedded reader), answered with the search page's URL and how
 * many cars it shows. `wrong_prompt`: nothing in the query named a filter (the URL is the whole
 * search); `help_center`: a service question, the URL is the portal's contact page instead;
 * `not_found`: filters were understood but no car matches them.
 */
export async function aiSearch(db: Db, message: string, locale: string, now: Dayjs, readers = { llm: aiSearchLlm() }): Promise<AiSearchAnswer> {
  const cars = await loadCatalogue(db);
  const vocabulary = vocabularyOf(cars);
  const text = cleanSearchMessage(message);
  const today = berlinDay(now);
  let understood: UnderstoodQuery;
  if (readers.llm) {
    try {
      understood = await readQueryWithLlm(readers.llm, text, vocabulary, today);
    } catch (error) {
      console.warn("[ai-search] the language model failed; the embedded reader answers", error);
      understood = understandQuery(text, vocabulary, today);
    }
  } else {
    understood = understandQuery(text, vocabulary, today);
  }
  if (understood.helpTopic) {
    return { url: `/portal/${locale}/contact`, total_results: 0, not_found: false, wrong_prompt: false, reason: "help_topic", help_center: true };
  }
  const total = searchCars(cars, { ...EMPTY_CAR_QUERY, ...understood.filters }).total_results;
  return {
    url: searchUrl(locale, understood.filters),
    total_results: total,
    not_found: understood.recognised && total === 0,
    wrong_prompt: !understood.recognised,
    reason: !understood.recognised ? "not_understood" : total === 0 ? "no_matching_cars" : null,
    help_center: false,
  };
}
