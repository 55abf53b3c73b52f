import { matchPageSlug } from "./page-match";
import { isLocale, type Locale } from "@/i18n/locales";
import { isLegacyPath } from "@/lib/legacy-paths";
import { isPlainSegment } from "@/lib/security/path-segments";

/**
 * A path no page answers is served the locale's not-found page from the page cache:
 * rendering a 404 per request cost about 64 ms of CPU, so random paths were a cheap way to
 * load the server. Every such path shares one copy per Host and locale, so they cannot fill the
 * cache with keys of their own.
 */

/**
 * The routes of their own below a locale (`src/app/[locale]/…`): every other path is content,
 * answered by the catch-all page when a published slug matches it and a 404 otherwise. A test
 * keeps this list equal to the directories there.
 */
export const LOCALE_ROUTES: readonly string[] = ["bench-empty", "demo-mailbox", "einladen", "invite", "logout", "mobile", "module-gallery"];

/**
 * The path below the locale the not-found copy is rendered from, not the first visitor's: that
 * one's path would travel to every other in the page's router state. Should a slug ever match
 * it, the render is no 404 and each unknown path is rendered for itself, as before.
 */
export const NOT_FOUND_RENDER_SEGMENT = "_not-found";

/**
 * The values a slug's `[name]` segment can take where they are a known list, by name: `carSlug`
 * names a model of the catalogue (`/subscribe/volkswagen-id3`). A name not listed takes any value
 * (a deal id is the signed-in customer's, never a public page).
 */
export type KnownParams = Readonly<Partial<Record<string, ReadonlySet<string>>>>;

/**
 * Whether no page answers these segments (as `meaningfulSegments` reads a path, the locale first)
 * while these are the locale's published slugs: not a route of its own, and either a segment no
 * page takes (the catch-all page refuses it), no slug matching, or a `[name]` segment outside its
 * known values. The locale's home never is.
 */
export function isUnknownPage(segments: readonly string[], slugs: readonly string[], known: KnownParams = {}): boolean {
  const [locale, first, ...rest] = segments;
  if (!locale || !isLocale(locale) || first === undefined || LOCALE_ROUTES.includes(first)) return false;
  const below = [first, ...rest];
  // An old shop path is Next's to redirect (account.md §2 Footer), not a page to miss.
  if (isLegacyPath(below)) return false;
  if (!below.every(isPlainSegment)) return true;
  const match = matchPageSlug(below, [...slugs]);
  if (match === null) return true;
  return Object.entries(match.params).some(([name, value]) => known[name] !== undefined && !known[name].has(value));
}

/** The key of a Host's not-found copy for a locale; a space never occurs in a path's key. */
export function notFoundKey(host: string, locale: Locale): string {
  return `${host} not-found ${locale}`;
}
