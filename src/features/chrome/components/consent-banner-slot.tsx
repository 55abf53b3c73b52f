import { findSiteChrome } from "@/cms/get-page.server";
import { isDraftPreview } from "@/cms/editors/draft-preview.server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import { localizedHref } from "../rules/chrome-content";
import { ConsentBanner } from "./consent-banner.client";

/**
 * Places the consent banner (issue 19) first in the page, with the texts of the `consentBanner`
 * entry read with the site chrome (its "Sie" variant for business customers). Without that entry
 * there is no banner, and so no consent: nothing is ever tracked.
 */
export async function ConsentBannerSlot({ locale }: { locale: Locale }) {
  const [customer, preview] = await Promise.all([getCurrentCustomer().catch(() => undefined), isDraftPreview()]);
  const { chrome } = await findSiteChrome(locale, preview);
  const content = (customer?.audience === "b2b" ? chrome.businessConsent : null) ?? chrome.consent;
  if (!content) return null;
  return <ConsentBanner content={content} privacyHref={localizedHref(content.privacyLink, locale)} />;
}
