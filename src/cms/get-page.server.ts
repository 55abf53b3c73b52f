import "server-only";
import { createHash } from "node:crypto";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { chromeTag, CONTENT_REVALIDATE_SECONDS, CONTENT_TAG, pageTag, slugsTag } from "./cache-tags";
import { matchPageSlug } from "./page-match";
import { contentfulSettings, fixturesDir } from "@/lib/env";
import { FIXTURE_ENTRIES } from "./source/fixtures-source";
import { getContentSource } from "./source/get-content-source";
import type { ResolvedSiteChrome } from "@/features/chrome/rules/chrome-content";
import type { ResolvedPage } from "./types";
import { createSingleFlight } from "@/lib/single-flight";
import { timedLoader } from "@/lib/server-timing";
import type { ContentVersion } from "@/lib/page-cache/content-version";

export interface PageMatch {
  page: ResolvedPage;
  /** Values of the page's dynamic segments, e.g. `{ dealId }`. */
  params: Record<string, string>;
  /** Which published content the page was built from; null in preview (drafts are never cached). */
  version: ContentVersion | null;
}

/** A cached read and when it left the CMS (not when it left the cache). */
interface ContentRead<T> {
  value: T;
  readAt: number;
}

// Concurrent misses of one entry (a cold start, an expired entry under load) read the CMS once.
// The answer is held a second longer for requests that missed the cache while it was being stored.
const pageReads = createSingleFlight<ContentRead<ResolvedPage | null>>({ holdMs: 1000 });
const slugReads = createSingleFlight<ContentRead<string[]>>({ holdMs: 1000 });
const chromeReads = createSingleFlight<ContentRead<ResolvedSiteChrome>>({ holdMs: 1000 });

/**
 * Published content, cached across requests and tagged per page (ARCHITECTURE.md principle 9).
 * When the CMS cannot be reached, the last cached version keeps being served.
 */
export async function getPublishedPage(slug: string, locale: Locale): Promise<ResolvedPage | null> {
  return (await readPublishedPage(slug, locale)).value;
}

export async function getPublishedSlugs(locale: Locale): Promise<string[]> {
  return (await readPublishedSlugs(locale)).value;
}

function readPublishedPage(slug: string, locale: Locale): Promise<ContentRead<ResolvedPage | null>> {
  const key = ["cms-page:v2", sourceKey(), locale, slug];
  const read = () =>
    pageReads(key.join("\n"), async () => ({ value: await getContentSource().getPage(slug, locale, { preview: false }), readAt: Date.now() }));
  return cachedAcrossRequests(read, key, [CONTENT_TAG, pageTag(locale, slug)]);
}

function readPublishedSlugs(locale: Locale): Promise<ContentRead<string[]>> {
  const key = ["cms-slugs:v2", sourceKey(), locale];
  const read = () =>
    slugReads(key.join("\n"), async () => ({ value: await getContentSource().listPageSlugs(locale, { preview: false }), readAt: Date.now() }));
  return cachedAcrossRequests(read, key, [CONTENT_TAG, slugsTag(locale)]);
}

export function readPublishedChrome(locale: Locale): Promise<ContentRead<ResolvedSiteChrome>> {
  // v2: the chrome gained the consent banner; a cached v1 value lacks it.
  const key = ["cms-chrome:v2", sourceKey(), locale];
  const read = () =>
    chromeReads(key.join("\n"), async () => ({ value: await getContentSource().getSiteChrome(locale, { preview: false }), readAt: Date.now() }));
  return cachedAcrossRequests(read, key, [CONTENT_TAG, chromeTag(locale)]);
}

/**
 * `unstable_cache` around a read. Outside a request Next has not set up (the page cache's front
 * door asks for the published slugs before the first request reached Next), it has no cache to
 * use and throws "incrementalCache missing": the read then goes to the source directly, still
 * single-flight, instead of failing (it was logged as the pages being unreadable at every start).
 */
function cachedAcrossRequests<T>(read: () => Promise<T>, key: string[], tags: string[]): Promise<T> {
  return unstable_cache(read, key, { tags, revalidate: CONTENT_REVALIDATE_SECONDS })().catch((error: unknown) => {
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return read();
    throw error;
  });
}

const EMPTY_CHROME: ResolvedSiteChrome = {
  header: null,
  businessHeader: null,
  footer: null,
  businessFooter: null,
  consent: null,
  businessConsent: null,
  includes: [],
};

/**
 * The site header and footer for a request (memoised per request): published and cached like
 * pages, drafts in preview. Unreadable content leaves the chrome empty (a bare header), never
 * the page: the page below shows its own error when the CMS is down.
 */
export const findSiteChrome = cache(async (locale: Locale, preview: boolean): Promise<{ chrome: ResolvedSiteChrome; readAt: number | null }> => {
  try {
    if (preview) return { chrome: await getContentSource().getSiteChrome(locale, { preview }), readAt: null };
    const read = await readPublishedChrome(locale);
    return { chrome: read.value, readAt: read.readAt };
  } catch (error) {
    console.warn(`[cms] site chrome unreadable: ${error instanceof Error ? error.message : String(error)}`);
    return { chrome: EMPTY_CHROME, readAt: null };
  }
});

/**
 * The version of a page built from the site chrome alone, the not-found page (the page cache keeps
 * one copy of it per locale, docs/performance.md "Page cache"): null when the chrome is unreadable.
 */
export async function chromeOnlyVersion(locale: Locale): Promise<ContentVersion | null> {
  const { readAt } = await findSiteChrome(locale, false);
  return readAt === null ? null : { tags: [CONTENT_TAG, chromeTag(locale)], readAt };
}

/**
 * Which content the cache holds: two servers sharing a build directory must not mix sources, and
 * the cache outlives a build, so bundled fixtures are keyed by their content: a new build with
 * changed fixtures never serves the pages of the old ones.
 */
function sourceKey(): string {
  const contentful = contentfulSettings();
  if (contentful) return `contentful:${contentful.spaceId}:${contentful.environment}`;
  const directory = fixturesDir();
  return directory ? `fixtures:${directory}` : `fixtures:bundled:${bundledFixturesFingerprint()}`;
}

let fingerprint: string | undefined;
function bundledFixturesFingerprint(): string {
  fingerprint ??= createHash("sha256").update(JSON.stringify(FIXTURE_ENTRIES)).digest("hex").slice(0, 16);
  return fingerprint;
}

/**
 * Finds the content page for a path below the locale. Memoised per request on a string key, so
 * `generateMetadata` and the page share one lookup. Preview reads drafts and never touches the
 * shared cache.
 */
export const findPage = cache(
  timedLoader("content", async (locale: Locale, path: string, preview: boolean): Promise<PageMatch | null> => {
    const segments = path === "" ? [] : path.split("/");
    if (preview) {
      const source = getContentSource();
      const match = matchPageSlug(segments, await source.listPageSlugs(locale, { preview }));
      const page = match && (await source.getPage(match.slug, locale, { preview }));
      return match && page ? { page, params: match.params, version: null } : null;
    }
    const slugs = await readPublishedSlugs(locale);
    const match = matchPageSlug(segments, slugs.value);
    if (!match) return null;
    const page = await readPublishedPage(match.slug, locale);
    if (!page.value) return null;
    const version = { tags: [CONTENT_TAG, slugsTag(locale), pageTag(locale, match.slug)], readAt: Math.min(slugs.readAt, page.readAt) };
    return { page: page.value, params: match.params, version };
  }),
);
