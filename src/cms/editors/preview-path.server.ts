import "server-only";
import type { Locale } from "@/i18n/locales";
import { getContentSource } from "../source/get-content-source";

/**
 * The portal path that shows an entry, as the content source (with drafts) says: the first page
 * without a dynamic segment that includes it. Never a path from the request, so the preview
 * route cannot be turned into an open redirect.
 */
export async function previewPathOf(entryId: string, locale: Locale): Promise<string | null> {
  const source = getContentSource();
  const slugs = (await source.listPageSlugs(locale, { preview: true })).filter((slug) => !slug.includes("[")).sort();
  for (const slug of slugs) {
    const page = await source.getPage(slug, locale, { preview: true });
    if (page?.includes.includes(entryId)) return `/${locale}${slug === "" ? "" : `/${slug}`}`;
  }
  return null;
}
