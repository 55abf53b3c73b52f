import "server-only";
import { BODY_TYPES, FUELS, MILEAGE_PACKAGES, TERMS } from "@/features/car-search/types";
import { parseCarQuery, type CarQuery } from "@/features/car-search/rules/car-query";
import type { SearchVocabulary, UnderstoodQuery } from "@/features/car-search/rules/ai-search-query";

export interface LlmSettings {
  url: string;
  model: string;
  apiKey: string | null;
}

const TIMEOUT_MS = 8000;

/** The structured output asked of the model: the car search's own filters, nothing else. */
const FILTER_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "is_car_search",
    "is_help_question",
    "brand",
    "model",
    "body_type",
    "fuel",
    "term",
    "mileage",
    "max_price",
    "has_hitch",
    "on_offer",
    "available_now",
  ],
  properties: {
    is_car_search: { type: "boolean" },
    is_help_question: { type: "boolean" },
    brand: { type: "array", items: { type: "string" } },
    model: { type: "array", items: { type: "string" } },
    body_type: { type: "array", items: { type: "string", enum: [...BODY_TYPES] } },
    fuel: { type: "array", items: { type: "string", enum: [...FUELS] } },
    term: { type: "array", items: { type: "string", enum: [...TERMS] } },
    mileage: { type: ["integer", "null"], enum: [...MILEAGE_PACKAGES, null] },
    max_price: { type: ["integer", "null"] },
    has_hitch: { type: ["boolean", "null"] },
    on_offer: { type: ["boolean", "null"] },
    available_now: { type: "boolean" },
  },
} as const;

interface LlmFilters {
  is_car_search?: unknown;
  is_help_question?: unknown;
  brand?: unknown;
  model?: unknown;
  body_type?: unknown;
  fuel?: unknown;
  term?: unknown;
  mileage?: unknown;
  max_price?: unknown;
  has_hitch?: unknown;
  on_offer?: unknown;
  available_now?: unknown;
}

const list = (value: unknown): string | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === "string") && value.length > 0 ? value.join(",") : undefined;
const scalar = (value: unknown): string | undefined => (typeof value === "number" || typeof value === "boolean" ? String(value) : undefined);

/**
 * Asks an OpenAI-compatible chat-completions API for the filters (structured output, JSON schema)
 * and reads its answer through the same parser as the URL, so the model can name nothing the
 * search does not know. Throws on a failed call or an unreadable answer; the caller falls back.
 */
export async function readQueryWithLlm(
  settings: LlmSettings,
  message: string,
  vocabulary: SearchVocabulary,
  today: string,
  fetchImpl: typeof fetch = fetch,
): Promise<UnderstoodQuery> {
  const models = vocabulary.models.map(({ brand, model }) => `${brand} ${model}`).join("; ");
  const response = await fetchImpl(`${settings.url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    body: JSON.stringify({
      model: settings.model,
      temperature: 0,
      messages: [
        {
          role: "system",
          content:
            "You turn a German or English car-subscription search query into filters. Catalogue models: " +
            `${models}. Prices are euros a month. Terms: 14-days or months 1, 6, 12, 24. Answer only with the JSON object.`,
        },
        { role: "user", content: message },
      ],
      response_format: { type: "json_schema", json_schema: { name: "car_search_filters", strict: true, schema: FILTER_SCHEMA } },
    }),
  });
  if (!response.ok) throw new Error(`The language model answered ${response.status}.`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new Error("The language model's answer has no content.");
  const answer = JSON.parse(content) as LlmFilters;
  const parsed = parseCarQuery({
    brand: list(answer.brand),
    model: list(answer.model),
    body_type: list(answer.body_type),
    fuel: list(answer.fuel),
    term: list(answer.term),
    mileage: scalar(answer.mileage),
    max_price: scalar(answer.max_price),
    has_hitch: answer.has_hitch === true ? "true" : undefined,
    on_offer: answer.on_offer === true ? "true" : undefined,
    ...(answer.available_now === true ? { available_to: today, sort: "availability" } : {}),
  });
  if (!parsed.ok) throw new Error(`The language model named a filter the search refuses: ${parsed.reason}`);
  const filters = onlySet(parsed.query);
  const recognised = answer.is_car_search !== false && Object.keys(filters).length > 0;
  return { filters, recognised, helpTopic: !recognised && answer.is_help_question === true };
}

function onlySet(query: CarQuery): Partial<CarQuery> {
  const filters: Partial<CarQuery> = {};
  for (const key of ["brand", "model", "body_type", "fuel", "term"] as const)
    if (query[key].length > 0) Object.assign(filters, { [key]: query[key] });
  for (const key of ["mileage", "max_price", "has_hitch", "on_offer", "available_to"] as const)
    if (query[key] !== null) Object.assign(filters, { [key]: query[key] });
  if (query.available_to !== null) filters.sort = query.sort;
  return filters;
}
