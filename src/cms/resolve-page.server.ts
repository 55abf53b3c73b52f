import "server-only";
import { cache } from "react";
import type { Locale } from "@/i18n/locales";
import { matchPageSlug } from "./page-match";
import { getContentSource } from "./source/get-content-source";
import type { ResolvedPage } from "./types";

export interface PageMatch {
  page: ResolvedPage;
  /** Values of the page's dynamic segments, e.g. `{ dealId }`. */
  params: Record<string, string>;
}

/**
 * Finds the content page for a path below the locale. Memoised per request on a string key, so
 * `generateMetadata` and the page share one lookup.
 */
export const resolvePage = cache(async (locale: Locale, path: string, preview: boolean): Promise<PageMatch | null> => {
  const source = getContentSource();
  const segments = path === "" ? [] : path.split("/");
  const match = matchPageSlug(segments, await source.listPageSlugs(locale, { preview }));
  if (!match) return null;
  const page = await source.getPage(match.slug, locale, { preview });
  return page ? { page, params: match.params } : null;
});
