import "server-only";
import { createHash } from "node:crypto";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { CONTENT_REVALIDATE_SECONDS, CONTENT_TAG, pageTag, slugsTag } from "./cache-tags";
import { matchPageSlug } from "./page-match";
import { contentfulSettings, fixturesDir } from "@/lib/env";
import { FIXTURE_ENTRIES } from "./source/fixtures-source";
import { getContentSource } from "./source/get-content-source";
import type { ResolvedPage } from "./types";

export interface PageMatch {
  page: ResolvedPage;
  /** Values of the page's dynamic segments, e.g. `{ dealId }`. */
  params: Record<string, string>;
}

/**
 * Published content, cached across requests and tagged per page (ARCHITECTURE.md principle 9).
 * When the CMS cannot be reached, the last cached version keeps being served.
 */
export function getPublishedPage(slug: string, locale: Locale): Promise<ResolvedPage | null> {
  return unstable_cache(() => getContentSource().getPage(slug, locale, { preview: false }), ["cms-page", sourceKey(), locale, slug], {
    tags: [CONTENT_TAG, pageTag(locale, slug)],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  })();
}

export function getPublishedSlugs(locale: Locale): Promise<string[]> {
  return unstable_cache(() => getContentSource().listPageSlugs(locale, { preview: false }), ["cms-slugs", sourceKey(), locale], {
    tags: [CONTENT_TAG, slugsTag(locale)],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  })();
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
export const findPage = cache(async (locale: Locale, path: string, preview: boolean): Promise<PageMatch | null> => {
  const source = getContentSource();
  const segments = path === "" ? [] : path.split("/");
  const slugs = preview ? await source.listPageSlugs(locale, { preview }) : await getPublishedSlugs(locale);
  const match = matchPageSlug(segments, slugs);
  if (!match) return null;
  const page = preview ? await source.getPage(match.slug, locale, { preview }) : await getPublishedPage(match.slug, locale);
  return page ? { page, params: match.params } : null;
});
