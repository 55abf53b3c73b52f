/**
 * Typed route builders. Portal paths are given WITHOUT the `/portal` base path: Next's `Link`,
 * `redirect` and router add it. `checkoutThankYou` is a page of the shop outside the portal, so
 * it is an absolute path for a plain anchor.
 */
import type { Locale } from "@/i18n/locales";
import { CONTROL_CHARACTERS } from "@/lib/security/path-segments";

export const BASE_PATH = "/portal";

export const paths = {
  home: (locale: Locale) => `/${locale}`,
  login: (locale: Locale) => `/${locale}/login`,
  /** account.md §4: the separate business login business accounts are prompted to use. */
  businessLogin: (locale: Locale) => `/${locale}/business/login`,
  /** Where the reset mail's link lands, and a confirmed sign-up without proof of its password. */
  resetPassword: (locale: Locale) => `/${locale}/reset-password`,
  mycars: (locale: Locale) => `/${locale}/mycars`,
  /** deals.md §7 "404 to /404": where a deal that is not the customer's leads (no page answers it: the 404 page). */
  notFound: (locale: Locale) => `/${locale}/404`,
  deal: (locale: Locale, dealId: string) => `/${locale}/mycars/${encodeURIComponent(dealId)}`,
  myaccount: (locale: Locale) => `/${locale}/myaccount`,
  /** deals.md §2 "/contact: target when a user with active subscriptions asks to delete the account". */
  contact: (locale: Locale) => `/${locale}/contact`,
  drivers: (locale: Locale) => `/${locale}/myaccount/drivers`,
  driversAdd: (locale: Locale) => `/${locale}/myaccount/drivers/add`,
  /**
   * The account menu's technical support (account.md §2 Header): reporting damage or a technical
   * defect (deals.md §1) without a chosen deal, where the customer first picks a car (§2).
   */
  technicalSupport: (locale: Locale) => `/${locale}/mycars/no-deal/report-damage`,
  /** deals.md §2: the business result of a service request, its values in the query. */
  serviceConfirmation: (locale: Locale, dealId: string, query: string) =>
    `/${locale}/car/${encodeURIComponent(dealId)}/support/inspection/confirmation?${query}`,
  /**
   * account.md §2 Business portal: its pages ("details", "contacts", …) are below /b2b, which is
   * the shop's business page (§2 Site links), as are /b2b/job-auto and /b2b/digital-services.
   */
  businessPortal: (locale: Locale) => `/${locale}/b2b/details`,
  businessContacts: (locale: Locale) => `/${locale}/b2b/contacts`,
  loyalty: (locale: Locale) => `/${locale}/loyalty`,
  referral: (locale: Locale) => `/${locale}/referral`,
  logout: (locale: Locale) => `/${locale}/logout`,
  /** account.md §2 legal links: the conditions a checkbox accepts link here. */
  terms: (locale: Locale) => `/${locale}/terms`,
  privacy: (locale: Locale) => `/${locale}/privacy`,
  /** The insurance conditions of the add-ons and the deductible reduction (deals.md §3 Insurance). */
  damageInsurance: (locale: Locale) => `/${locale}/damage-insurance`,
  /** deals.md section 2: a lead deal with a checkout hash links back into the checkout. */
  checkoutThankYou: (locale: Locale, contactId: string, dealId: string, hash: string) =>
    `/${locale}/checkout/thank_you/${[contactId, dealId, hash].map(encodeURIComponent).join("/")}?linksrc=action-item`,
};

/**
 * Account pages need a session (account.md section 2); their first segment after the locale.
 * `car` holds the business result pages of a subscription (deals.md §2 "/car/{id}/…"), `b2b` the
 * business portal (account.md §2 Business portal) below the shop's business pages, which are
 * open to everyone (§2 Site links: /b2b, /b2b/job-auto and its sub pages, /b2b/digital-services).
 */
const ACCOUNT_SECTIONS = new Set(["mycars", "myaccount", "car", "b2b"]);
/**
 * account.md §2 Business portal "Pages: …, report-damage-page, schedule-service-page": a company
 * car's flows, at /b2b/{deal id}/{page}; named without a car (/b2b/{page}) the page picks one first.
 */
export const BUSINESS_FLOW_PAGES: readonly string[] = ["report-damage-page", "schedule-service-page"];
const B2B_SITE_PAGES = new Set(["job-auto", "digital-services"]);

export function isAccountPath(segmentsAfterLocale: readonly string[]): boolean {
  const [first, second] = segmentsAfterLocale;
  if (first === "b2b") return second !== undefined && !B2B_SITE_PAGES.has(second);
  return first !== undefined && ACCOUNT_SECTIONS.has(first);
}

/**
 * Where an unauthenticated request for an account page goes: the home page with `login=true`
 * and `next` set to the requested path (account.md section 2), its query included.
 */
export function loginRedirect(locale: Locale, requestedPath: string): string {
  const query = new URLSearchParams({ login: "true", next: requestedPath });
  return `${paths.home(locale)}?${query.toString()}`;
}

const NEXT_BASE = "http://portal.invalid";

/**
 * Only a path inside the portal is an acceptable `next` target; anything else (another host,
 * a protocol-relative `//evil`, a backslash trick, control characters, which would make the
 * `Location` header invalid and which URL parsers silently drop) falls back to the subscriptions
 * list. The target goes out as the URL parser spells it, so it is valid in a header.
 */
export function safeNextPath(next: string | null | undefined, locale: Locale): string {
  const fallback = paths.mycars(locale);
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\") || CONTROL_CHARACTERS.test(next)) return fallback;
  const url = new URL(next, NEXT_BASE);
  return url.origin === NEXT_BASE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
