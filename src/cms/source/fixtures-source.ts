import "server-only";
import dealDetails from "@fixtures/content/deal-details.json";
import home from "@fixtures/content/home.json";
import invoices from "@fixtures/content/invoices.json";
import login from "@fixtures/content/login.json";
import mycars from "@fixtures/content/mycars.json";
import shared from "@fixtures/content/shared.json";
import { contentModel, getContentType, type RawEntry } from "@/cms/schema/validate-entry";
import type { ContentSource } from "@/cms/types";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { resolvePageEntry } from "./resolve-page";

/** An entry as `contentful space export` writes it: every field keyed by locale code. */
export interface LocalizedEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Partial<Record<string, unknown>> | undefined>;
}

export const FIXTURE_ENTRIES: readonly LocalizedEntry[] = [
  ...shared.entries,
  ...home.entries,
  ...login.entries,
  ...mycars.entries,
  ...dealDetails.entries,
  ...invoices.entries,
];

const FALLBACKS = new Map(contentModel.locales.map((definition) => [definition.code, definition.fallbackCode]));

/** The locale and its fallbacks in order, as configured in `cms-schema/` (en-DE → en-US → de-DE). */
export function localeChain(locale: Locale): string[] {
  const chain: string[] = [];
  let code: string | null = locale;
  while (code !== null && !chain.includes(code)) {
    chain.push(code);
    code = FALLBACKS.get(code) ?? null;
  }
  return chain;
}

/**
 * Picks one locale the way the Delivery API does: a localized field falls back along the locale
 * chain, a non-localized field always has the default locale's value.
 */
export function localizeEntry(entry: LocalizedEntry, locale: Locale): RawEntry {
  const contentType = getContentType(entry.sys.contentType.sys.id);
  const chain = localeChain(locale);
  const fields: Record<string, unknown> = {};
  for (const [fieldId, values] of Object.entries(entry.fields)) {
    const localized = contentType?.fields.find((field) => field.id === fieldId)?.localized ?? true;
    const code = (localized ? chain : [DEFAULT_LOCALE]).find((candidate) => values?.[candidate] !== undefined);
    if (code !== undefined) fields[fieldId] = values?.[code];
  }
  return { sys: { id: entry.sys.id, contentType: { sys: { id: entry.sys.contentType.sys.id } } }, fields };
}

/** Content from `fixtures/content/`, bundled at build time; there are no drafts, so preview changes nothing. */
export function createFixturesSource(): ContentSource {
  const lookups = new Map<Locale, Map<string, RawEntry>>();
  const lookupFor = (locale: Locale) => {
    let lookup = lookups.get(locale);
    if (!lookup) {
      lookup = new Map(FIXTURE_ENTRIES.map((entry) => [entry.sys.id, localizeEntry(entry, locale)]));
      lookups.set(locale, lookup);
    }
    return lookup;
  };
  const pages = (locale: Locale) =>
    [...lookupFor(locale).values()].filter((entry) => entry.sys.contentType.sys.id === "page");

  return {
    name: "fixtures",
    async getPage(slug, locale) {
      const page = pages(locale).find((entry) => entry.fields.slug === slug);
      if (!page) return null;
      const { page: resolved, notes } = resolvePageEntry(page, lookupFor(locale));
      for (const note of notes) console.warn(`[cms:fixtures] ${note}`);
      return resolved;
    },
    async listPageSlugs(locale) {
      return pages(locale).flatMap((entry) => (typeof entry.fields.slug === "string" ? [entry.fields.slug] : []));
    },
  };
}
