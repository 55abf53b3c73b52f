import { isLocale, type Locale } from "@/i18n/locales";

/**
 * The same page in another locale (account.md §2 Footer, "Locales offered"): the path's locale
 * segment swapped, the rest kept, so a customer switching the language stays where they are
 * (before, every choice led to the home page). The query is dropped: it opens a modal or fills a
 * form of the page being left. A path without a locale (none in the portal) gets one in front.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length > 0 && isLocale(segments[0]!)) segments.shift();
  return `/${[locale, ...segments].join("/")}`;
}
