import "server-only";
import { revalidateTag } from "next/cache";
import { routing } from "@/i18n/routing";
import { chromeTag, CONTENT_TAG, pageTag, slugsTag } from "../cache-tags";
import { getPublishedPage, getPublishedSlugs } from "../get-page.server";
import { getContentSource } from "../source/get-content-source";
import type { EntryChange } from "./contentful-webhook";
import { markContentChanged } from "@/lib/page-cache/content-changes.server";

/**
 * Stale-while-revalidate: the cached page is served until a fresh one has been read, so a
 * publish while Contentful is unreachable never turns a cached page into the error dialog
 * (an expired entry would be a blocking cache miss).
 */
const REVALIDATE_PROFILE = "max";

/**
 * Marks every page that includes the changed entry stale, in every locale: the pages whose
 * cached version includes it (it may be gone now) and those whose fresh version does (it may be
 * new there). The next visit starts reading the change, the one after shows it. When Contentful
 * cannot be read, which pages include the entry is unknown, so all content is marked stale and
 * refreshes once Contentful answers again. Returns the tags revalidated.
 */
export async function revalidateEntry(change: EntryChange): Promise<string[]> {
  let tags: string[];
  try {
    tags = await tagsIncluding(change);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[cms:revalidate] content unreadable (${reason}): all content marked stale for ${change.entryId}`);
    tags = [CONTENT_TAG];
  }
  for (const tag of tags) revalidateTag(tag, REVALIDATE_PROFILE);
  // The page cache's copies built from these tags are stale now, on every instance.
  await markContentChanged(tags);
  return tags;
}

async function tagsIncluding(change: EntryChange): Promise<string[]> {
  const source = getContentSource();
  const tags = new Set<string>();
  for (const locale of routing.locales) {
    const slugs = new Set([...(await getPublishedSlugs(locale)), ...(await source.listPageSlugs(locale, { preview: false }))]);
    for (const slug of slugs) {
      const [cached, fresh] = await Promise.all([getPublishedPage(slug, locale), source.getPage(slug, locale, { preview: false })]);
      if (cached?.includes.includes(change.entryId) || fresh?.includes.includes(change.entryId)) tags.add(pageTag(locale, slug));
    }
    // The header and footer show on every page: their entries revalidate the chrome (and, through
    // the page cache's version, every cached page).
    const chromeTypes: readonly (string | null)[] = ["siteHeader", "siteFooter", "consentBanner", null];
    if (chromeTypes.includes(change.contentType)) tags.add(chromeTag(locale));
    // A page published, unpublished or deleted changes the list of pages.
    if (change.contentType === "page" || change.contentType === null) tags.add(slugsTag(locale));
  }
  return [...tags].sort();
}
