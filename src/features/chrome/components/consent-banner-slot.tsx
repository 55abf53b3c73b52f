import { headers } from "next/headers";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import { CONSENT_MARK_SCRIPT } from "@/lib/analytics/consent";
import { scriptNonce } from "@/lib/security/headers";
import { localizedHref, type ResolvedSiteChrome } from "../rules/chrome-content";
import { ConsentBanner } from "./consent-banner.client";

/**
 * Places the consent banner first in the page, with the texts of the `consentBanner`
 * entry read with the site chrome (its "Sie" variant for business customers). Without that entry
 * there is no banner, and so no consent: nothing is ever tracked. Right after it, the inline mark
 * that shows it from the first paint to a visitor who has not chosen, with the nonce of the page's
 * policy (the page cache swaps it per answer like Next's own).
 */
export async function ConsentBannerSlot({ locale, siteChrome }: { locale: Locale; siteChrome: Promise<ResolvedSiteChrome> }) {
  const [customer, chrome, requestHeaders] = await Promise.all([getCurrentCustomer().catch(() => undefined), siteChrome, headers()]);
  const content = (customer?.audience === "b2b" ? chrome.businessConsent : null) ?? chrome.consent;
  if (!content) return null;
  return (
    <>
      <ConsentBanner content={content} privacyHref={localizedHref(content.privacyLink, locale)} />
      <script nonce={scriptNonce(requestHeaders.get("content-security-policy"))} dangerouslySetInnerHTML={{ __html: CONSENT_MARK_SCRIPT }} />
    </>
  );
}
