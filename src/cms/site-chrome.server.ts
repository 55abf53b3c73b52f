import "server-only";
import type { ResolvedSiteChrome } from "@/features/chrome/rules/chrome-content";
import type { Locale } from "@/i18n/locales";
import { isDraftPreview } from "./editors/draft-preview.server";
import { findSiteChrome } from "./get-page.server";

/**
 * The site chrome of this request (drafts in draft mode), which the layout hands to the header,
 * the footer and the consent banner as one promise: each awaits it where it renders.
 */
export async function requestSiteChrome(locale: Locale): Promise<ResolvedSiteChrome> {
  return (await findSiteChrome(locale, await isDraftPreview())).chrome;
}
