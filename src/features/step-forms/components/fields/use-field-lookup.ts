import useSWR from "swr";
import type { FieldLookup } from "@/cms/types";
import type { FormView } from "./field-renderer";

export interface FieldLookupState {
  /** The part of the answer the lookup names; undefined while loading or after a failure. */
  data: unknown;
  /** Whether the part the lookup `requires` is there (not missing, not an empty list). */
  available: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * A field's read while the form is filled in (deals.md §7 "a generic lookup"): a GET with the
 * query taken from other fields, empty values skipped (§7 "null values skipped"), or a POST of
 * what the form would send. The same question is asked once (SWR dedupes); a changed value asks
 * again. A failure is shown with a retry, never retried behind the customer's back.
 */
export function useFieldLookup(lookup: FieldLookup | null, form: FormView): FieldLookupState {
  const key = lookup ? lookupKey(lookup, form) : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchLookup, { shouldRetryOnError: false, revalidateOnFocus: false });
  const part = data === undefined || !lookup ? undefined : pick(data, lookup.path);
  return {
    data: part,
    available: data !== undefined && lookup !== null && isPresent(lookup.requires === null ? part : pick(data, lookup.requires)),
    loading: isLoading,
    failed: error !== undefined,
    retry: () => void mutate(),
  };
}

type LookupKey = readonly [url: string, method: "GET" | "POST", body: string | null];

function lookupKey(lookup: FieldLookup, form: FormView): LookupKey {
  if (lookup.method === "POST") return [lookup.url, "POST", JSON.stringify(form.body())];
  const query = new URLSearchParams();
  for (const [parameter, fieldName] of Object.entries(lookup.query)) {
    const value = form.values[fieldName];
    if (value !== undefined && value !== null && value !== "" && typeof value !== "object") query.set(parameter, String(value));
  }
  const search = query.toString();
  return [search ? `${lookup.url}?${search}` : lookup.url, "GET", null];
}

async function fetchLookup([url, method, body]: LookupKey): Promise<unknown> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === null ? undefined : { "content-type": "application/json" },
    body,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return response.json();
}

/** `pick({ a: [{ b: 1 }] }, "a.0.b")` is 1; null path: the whole answer. */
export function pick(value: unknown, path: string | null): unknown {
  if (path === null) return value;
  return path.split(".").reduce<unknown>((current, key) => {
    if (current === null || typeof current !== "object") return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}
