import { isSafeContentLink } from "@/lib/content-url";

/**
 * The consent banner's texts, from the `consentBanner`
 * entry read with the site chrome (`cms/source/resolve-site-chrome.ts`), with its "Sie" variant for
 * business customers.
 */
export interface ConsentBannerContent {
  id: string;
  title: string;
  text: string;
  acceptAllLabel: string;
  necessaryOnlyLabel: string;
  privacyLabel: string;
  /** A portal path without the locale (`/privacy`) or an https address. */
  privacyLink: string;
  cookieSettingsLabel: string;
}

export class ConsentContentError extends Error {
  override readonly name = "ConsentContentError";
}

/** Refuses a privacy link that is no portal path or safe address (the banner then keeps no link). */
export function checkedPrivacyLink(value: string): string {
  if (!isSafeContentLink(value)) throw new ConsentContentError("privacyLink must be a portal path or an https address");
  return value;
}
