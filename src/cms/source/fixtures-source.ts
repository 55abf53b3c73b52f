import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import drafts from "@fixtures/content/drafts/drafts.json";
import accountDeletion from "@fixtures/content/account-deletion.json";
import buyCar from "@fixtures/content/buy-car.json";
import businessPortal from "@fixtures/content/business-portal.json";
import consentBanner from "@fixtures/content/consent-banner.json";
import carSearch from "@fixtures/content/car-search.json";
import chat from "@fixtures/content/chat.json";
import dealDetails from "@fixtures/content/deal-details.json";
import depositRefund from "@fixtures/content/deposit-refund.json";
import drivers from "@fixtures/content/drivers.json";
import handover from "@fixtures/content/handover.json";
import home from "@fixtures/content/home.json";
import insuranceAddons from "@fixtures/content/insurance-addons.json";
import invoices from "@fixtures/content/invoices.json";
import login from "@fixtures/content/login.json";
import loyalty from "@fixtures/content/loyalty.json";
import mileage from "@fixtures/content/mileage.json";
import mycars from "@fixtures/content/mycars.json";
import myAccount from "@fixtures/content/my-account.json";
import reportDamage from "@fixtures/content/report-damage.json";
import prolongation from "@fixtures/content/prolongation.json";
import returnFlow from "@fixtures/content/return.json";
import scheduleService from "@fixtures/content/schedule-service.json";
import shared from "@fixtures/content/shared.json";
import signInFlow from "@fixtures/content/sign-in-flow.json";
import siteChrome from "@fixtures/content/site-chrome.json";
import sitePages from "@fixtures/content/site-pages.json";
import { contentModel, getContentType, type RawEntry } from "@/cms/schema/validate-entry";
import type { ContentSource } from "@/cms/types";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { moduleContracts } from "@/cms/module-contracts";
import { resolvePageEntry } from "./resolve-page-entry";
import { resolveSiteChrome, SITE_CHROME_TYPES } from "./resolve-site-chrome";

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
  ...myAccount.entries,
  ...dealDetails.entries,
  ...invoices.entries,
  ...mileage.entries,
  ...returnFlow.entries,
  ...handover.entries,
  ...reportDamage.entries,
  ...scheduleService.entries,
  ...insuranceAddons.entries,
  ...prolongation.entries,
  ...depositRefund.entries,
  ...accountDeletion.entries,
  ...buyCar.entries,
  ...carSearch.entries,
  ...chat.entries,
  ...drivers.entries,
  ...signInFlow.entries,
  ...businessPortal.entries,
  ...loyalty.entries,
  ...siteChrome.entries,
  ...sitePages.entries,
  ...consentBanner.entries,
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

/** Draft versions of published entries, shown in preview only (draft mode), like the Preview API. */
export const FIXTURE_DRAFTS: readonly LocalizedEntry[] = drafts.entries;

export interface FixtureFiles {
  entries(): readonly LocalizedEntry[];
  drafts(): readonly LocalizedEntry[];
}

/** The fixtures bundled at build time: the default. */
const BUNDLED: FixtureFiles = { entries: () => FIXTURE_ENTRIES, drafts: () => FIXTURE_DRAFTS };

/**
 * Fixtures read from a directory at run time (`PORTAL_FIXTURES_DIR`, laid out like
 * `fixtures/content`), so that a test can change an entry and see the revalidation webhook work
 * as it would after a publish in Contentful.
 */
export function fixtureDirectory(directory: string): FixtureFiles {
  const read = (folder: string) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((file) => file.isFile() && file.name.endsWith(".json"))
      .flatMap((file) => (JSON.parse(readFileSync(join(folder, file.name), "utf8")) as { entries: LocalizedEntry[] }).entries);
  return { entries: () => read(directory), drafts: () => read(join(directory, "drafts")) };
}

/** Content from `fixtures/content/` (or a directory of the same shape); drafts replace published entries in preview. */
export function createFixturesSource(files: FixtureFiles = BUNDLED): ContentSource {
  // Bundled fixtures never change while the server runs, so their lookups are built once.
  const built = new Map<string, Map<string, RawEntry>>();
  const lookupFor = (locale: Locale, preview: boolean) => {
    const key = `${locale}:${preview}`;
    const known = files === BUNDLED ? built.get(key) : undefined;
    if (known) return known;
    const lookup = buildLookup(locale, preview);
    if (files === BUNDLED) built.set(key, lookup);
    return lookup;
  };
  const buildLookup = (locale: Locale, preview: boolean) => {
    const byId = new Map(files.entries().map((entry) => [entry.sys.id, entry]));
    if (preview) for (const draft of files.drafts()) byId.set(draft.sys.id, draft);
    return new Map([...byId.values()].map((entry) => [entry.sys.id, localizeEntry(entry, locale)]));
  };
  const pagesIn = (lookup: Map<string, RawEntry>) => [...lookup.values()].filter((entry) => entry.sys.contentType.sys.id === "page");

  return {
    name: "fixtures",
    async getPage(slug, locale, { preview }) {
      const lookup = lookupFor(locale, preview);
      const page = pagesIn(lookup).find((entry) => entry.fields.slug === slug);
      if (!page) return null;
      const { page: resolved, notes } = resolvePageEntry(page, lookup, moduleContracts);
      for (const note of notes) console.warn(`[cms:fixtures] ${note}`);
      return resolved;
    },
    async listPageSlugs(locale, { preview }) {
      return pagesIn(lookupFor(locale, preview)).flatMap((entry) => (typeof entry.fields.slug === "string" ? [entry.fields.slug] : []));
    },
    async getSiteChrome(locale, { preview }) {
      const lookup = lookupFor(locale, preview);
      const types: readonly string[] = SITE_CHROME_TYPES;
      const chromeLookup = new Map([...lookup].filter(([, entry]) => types.includes(entry.sys.contentType.sys.id)));
      const { chrome, notes } = resolveSiteChrome(chromeLookup);
      for (const note of notes) console.warn(`[cms:fixtures] ${note}`);
      return chrome;
    },
  };
}
