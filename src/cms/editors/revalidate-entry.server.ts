import "server-only";
import { revalidateTag } from "next/cache";
import { routing } from "@/i18n/routing";
import { pageTag, slugsTag } from "../cache-tags";
import { getPublishedPage, getPublishedSlugs } from "../resolve-page.server";
import { getContentSource } from "../source/get-content-source";
import type { EntryChange } from "./contentful-webhook";

/**
 * Revalidates every page that includes the changed entry, in every locale: the pages whose
 * cached version includes it (it may be gone now) and those whose fresh version does (it may be
 * new there). Expired at once, so the next visit shows the change. Returns the tags revalidated.
 */
export async function revalidateEntry(change: EntryChange): Promise<string[]> {
  const source = getContentSource();
  const tags = new Set<string>();
  for (const locale of routing.locales) {
    const slugs = new Set([...(await getPublishedSlugs(locale)), ...(await source.listPageSlugs(locale, { preview: false }))]);
    for (const slug of slugs) {
      const [cached, fresh] = await Promise.all([getPublishedPage(slug, locale), source.getPage(slug, locale, { preview: false })]);
      if (cached?.includes.includes(change.entryId) || fresh?.includes.includes(change.entryId)) tags.add(pageTag(locale, slug));
    }
    // A page published, unpublished or deleted changes the list of pages.
    if (change.contentType === "page" || change.contentType === null) tags.add(slugsTag(locale));
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return [...tags].sort();
}
