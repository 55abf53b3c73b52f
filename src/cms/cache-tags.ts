import type { Locale } from "@/i18n/locales";

/**
 * Cache tags of content reads. A page's cache entry carries its page tag; the revalidation
 * webhook finds the pages whose `includes` name the changed entry and revalidates their tags.
 */
export const CONTENT_TAG = "cms";
export const pageTag = (locale: Locale, slug: string) => `cms:page:${locale}:${slug}`;
export const slugsTag = (locale: Locale) => `cms:slugs:${locale}`;
/** The site header and footer (every page shows them). */
export const chromeTag = (locale: Locale) => `cms:chrome:${locale}`;
/** Content is refetched at least this often even without a webhook (seconds). */
export const CONTENT_REVALIDATE_SECONDS = 300;
