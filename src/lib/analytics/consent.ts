/**
 * The visitor's tracking consent ("nothing sent before the visitor's consent"), kept in a
 * first-party cookie. account.md §9 lists the portal's cookie lifetimes (ribbon 30 days, loyalty
 * intro 180 days) but none for consent: the choice is kept 12 months, as German sites commonly do
 * (the data protection authorities expect visitors to be asked again after a reasonable time, and a
 * year is the usual reading), then the banner asks again. "Only necessary" is kept as long.
 */
export const CONSENT_COOKIE = "portal-cookie-consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** "all": analytics events are sent; "necessary": none are, and what waited is dropped. */
export const CONSENT_CHOICES = ["all", "necessary"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The choice stored in a `document.cookie` string, or null when the visitor has not chosen yet. */
export function consentFromCookies(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return (CONSENT_CHOICES as readonly string[]).includes(value) ? (value as ConsentChoice) : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice for the whole site for 12 months. */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Set on `<html>` while the visitor has not chosen: the banner is in every page's HTML (the cached
 * copies are the same for everyone, and a banner that appeared only after hydration was the largest
 * paint of a first visit), hidden unless this attribute is set. The inline script that sets it runs
 * right after the banner, so the banner shows whole, never half parsed (a half-parsed banner, fixed
 * to the bottom, grew upwards: a layout shift).
 */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** The inline script, run right after the banner, that sets `CONSENT_PENDING_ATTRIBUTE` from the cookie. */
export const CONSENT_MARK_SCRIPT = `document.documentElement.toggleAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},!${new RegExp(
  `(?:^|;\\s*)${CONSENT_COOKIE}=(?:${CONSENT_CHOICES.join("|")})(?:;|$)`,
).toString()}.test(document.cookie))`;
