/**
 * The header ribbon (account.md §2 Header, §9): hidden on paths containing /partnerships/ (except
 * the card-payment partner's) or /club; shown after a 300 ms delay; closing it sets a cookie that
 * keeps it away for 30 days.
 */
export const RIBBON_DELAY_MS = 300;
export const RIBBON_DISMISSED_DAYS = 30;
export const RIBBON_DISMISSED_COOKIE = "portal-ribbon-dismissed";
export const RIBBON_DISMISSED_MAX_AGE_SECONDS = RIBBON_DISMISSED_DAYS * 24 * 60 * 60;

/**
 * `path` is the browser's path (base path and locale included). "/club" is read as a path segment
 * (`/club`, `/club/…`), so `/clubhouse` keeps the ribbon. `partnerPath` is the partner's path under
 * /partnerships/ as content names it (e.g. "/partnerships/kartenzahlung").
 */
export function isRibbonHiddenOnPath(path: string, partnerPath: string | null): boolean {
  const clean = path.split(/[?#]/, 1)[0] ?? "";
  if (isClubPath(clean)) return true;
  if (!clean.includes("/partnerships/")) return false;
  if (partnerPath === null) return true;
  const partner = partnerPath.replace(/\/+$/, "");
  return !(clean.endsWith(partner) || clean.includes(`${partner}/`));
}

/** A /club page (a path segment, not /clubhouse): it hides the ribbon and sets the dismissed cookie (account.md §2 Header). */
export function isClubPath(path: string): boolean {
  return /\/club(\/|$)/.test(path.split(/[?#]/, 1)[0] ?? "");
}

/** The cookie written when the visitor closes the ribbon, or opens a /club page. */
export function ribbonDismissedCookie(secure: boolean): string {
  return `${RIBBON_DISMISSED_COOKIE}=1; Max-Age=${RIBBON_DISMISSED_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * account.md §2 Header: "Back button on mobile when a back-from-product-page value is stored."
 * The product pages store where they were opened from under this sessionStorage key; only a
 * path of this site counts (an address elsewhere is ignored).
 */
export const BACK_FROM_PRODUCT_KEY = "back_from_product_page";

export function backFromProductTarget(stored: string | null): string | null {
  if (!stored || !stored.startsWith("/") || stored.startsWith("//") || stored.startsWith("/\\")) return null;
  return stored;
}

/**
 * Set on the root element before the first paint when a back-from-product value is stored, so the
 * phone header reserves the back button's slot only then (an empty slot cost the
 * 390 px header the width it needed) and the button's arrival after hydration still moves nothing.
 */
export const BACK_FROM_PRODUCT_ATTRIBUTE = "data-back-from-product";

/** The inline script, run in the header, that sets `BACK_FROM_PRODUCT_ATTRIBUTE` by the rule of `backFromProductTarget`. */
export const BACK_FROM_PRODUCT_MARK_SCRIPT = `try{var v=sessionStorage.getItem(${JSON.stringify(BACK_FROM_PRODUCT_KEY)});document.documentElement.toggleAttribute(${JSON.stringify(
  BACK_FROM_PRODUCT_ATTRIBUTE,
)},!!v&&v[0]==="/"&&v[1]!=="/"&&v[1]!=="\\\\")}catch(e){}`;
