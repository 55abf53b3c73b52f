import type { DealVariant } from "@/features/deals/types";
import type { Locale } from "@/i18n/locales";
import type { Audience, BusinessRole } from "@/lib/audience";
import { BUSINESS_FLOW_PAGES, isAccountPath, paths } from "@/lib/paths";

/**
 * account.md §4 "Account visibility": which account entries a viewer sees and what they do. One
 * set of rules for the account navigation (§2), the header's account menu (§2 Header) and the
 * gate of the account pages.
 */
export type AccountEntry = "mycars" | "technicalSupport" | "myaccount" | "drivers" | "businessPortal" | "loyalty" | "referral";

/**
 * The entries of every account menu: the account navigation of §2, the header's account button
 * (§2 Header: my_cars, technical_support, my_profile, my_drivers, and the account menu's loyalty)
 * and the phone drawer's user panel. §2 lists them apart, and menus kept apart disagree
 * (technical support was in one only); a customer finds the same entries wherever they look, so all
 * menus show this one list, each entry as §4's visibility says.
 */
export const ACCOUNT_ENTRIES = [
  "mycars",
  "technicalSupport",
  "myaccount",
  "drivers",
  "businessPortal",
  "loyalty",
  "referral",
] as const satisfies readonly AccountEntry[];
export const ACCOUNT_NAVIGATION_ENTRIES = ACCOUNT_ENTRIES;

/**
 * The pages the account navigation stands beside for a signed-in customer: the account pages, and
 * the loyalty and referral pages it lists, which a visitor may open too (the
 * navigation vanished on the two pages it links to).
 */
export function showsAccountNavigation(segmentsAfterLocale: readonly string[], locale: Locale): boolean {
  if (isAccountPath(segmentsAfterLocale)) return true;
  const here = `/${locale}/${segmentsAfterLocale.join("/")}`;
  return here === paths.loyalty(locale) || here === paths.referral(locale);
}
export const ACCOUNT_MENU_ENTRIES = ACCOUNT_ENTRIES;

export interface AccountViewer {
  locale: Locale;
  /** The loyalty feature flag (`loyaltyEnabled` in lib/env). */
  loyaltyEnabled: boolean;
  /** null for a visitor: the account button shows a login prompt instead of entries. */
  customer: {
    emailVerified: boolean;
    /**
     * The variants of all the customer's deals, whatever their state, as their list and the BFF's
     * GET /deals hold them: their own, and the company cars their business role lets them act on.
     */
    dealVariants: readonly DealVariant[];
    /** account.md §2 account-switch check: the session's contact id. */
    contactId?: string;
    /** The session's email and audience, for the email-verification modal's wording. */
    email?: string;
    audience?: Audience;
    /** A business customer's role in their company and whether the company shows the business portal. */
    business?: { role: BusinessRole; portalShown: boolean } | null;
  } | null;
}

/**
 * "German locale" read as the German market: de-DE and its English variant en-DE (same services,
 * EUR, see lib/money); en-US is the US market without additional drivers or technical support.
 */
export function isGermanMarket(locale: Locale): boolean {
  return locale === "de-DE" || locale === "en-DE";
}

export function isAccountEntryVisible(entry: AccountEntry, viewer: AccountViewer): boolean {
  const { customer } = viewer;
  if (!customer) return false;
  switch (entry) {
    // "Verified: sees my cars and my profile"; referral has no rule of its own in §4, so it stays
    // in the navigation of §2 for every customer (its page asks visitors to log in, §2 Referral).
    case "mycars":
    case "myaccount":
    case "referral":
      return true;
    // "Verified, German locale, at least one SUBSCRIPTION deal: also technical support and my drivers."
    case "technicalSupport":
    case "drivers":
      return isGermanMarket(viewer.locale) && hasSubscriptionDeal(customer.dealVariants);
    // "Loyalty entry: a feature flag on, German locale, user has any deal." A lead counts as a deal;
    // the rule names no audience, so business customers with a deal see it too (in "Sie").
    case "loyalty":
      return viewer.loyaltyEnabled && isGermanMarket(viewer.locale) && customer.dealVariants.length > 0;
    // The business portal (account.md §2): the company's page, for every role where the company
    // shows it. A driver sees only the car assigned to him there (`business-roles.ts`), and it is
    // the only place his company car, its damage report and its service request appear.
    case "businessPortal":
      return customer.audience === "b2b" && customer.business?.portalShown === true;
  }
}

/**
 * "at least one SUBSCRIPTION deal" (account.md §4), whatever its state: the cars additional drivers
 * may drive ("Added drivers may drive all subscribed cars in the account"). Without one the drivers
 * pages say so instead of the list and the form.
 */
export function hasSubscriptionDeal(dealVariants: readonly DealVariant[]): boolean {
  return dealVariants.includes("SUBSCRIPTION");
}

/** The viewer's entries of a list, in the list's order. */
export function visibleAccountEntries<E extends AccountEntry>(entries: readonly E[], viewer: AccountViewer): E[] {
  return entries.filter((entry) => isAccountEntryVisible(entry, viewer));
}

/**
 * "Logged in with unverified email: menu items open an email-verification modal instead of
 * navigating." The same entries show; only what selecting one does differs.
 */
export type AccountEntryAction = "navigate" | "verify-email";

export function accountEntryAction(viewer: AccountViewer): AccountEntryAction {
  return viewer.customer && !viewer.customer.emailVerified ? "verify-email" : "navigate";
}

/**
 * The entry a page belongs to, from its path segments after the locale (account.md §2 routes and
 * account sub-routes); null for pages that belong to none. The technical-support target (the
 * no-deal damage report of deals.md §2) is a page of my cars, open to every customer with a car.
 */
export function accountEntryOfPath(segments: readonly string[]): AccountEntry | null {
  const [first, second] = segments;
  if (first === "mycars") return "mycars";
  // A company car's pages in the portal (its damage report, its service request), and the same
  // flows named without a car, whose page picks one first: the portal's.
  if (first === "b2b" && (segments.length >= 3 || BUSINESS_FLOW_PAGES.includes(second ?? ""))) return "businessPortal";
  // deals.md §2: "/car/{deal id}/prolongation/success: business success page", "/car/{id}/support/
  // inspection/confirmation: business result of a service request" (a private customer's end elsewhere).
  if (first === "car" && segments.length >= 3) return "businessPortal";
  if (first === "myaccount") return second === "drivers" ? "drivers" : "myaccount";
  if (first === "loyalty") return "loyalty";
  if (first === "referral") return "referral";
  return null;
}

/**
 * Whether a page may be shown (otherwise it is a 404, like an entry the viewer does not have).
 * Visitors pass: account pages send them to sign in (lib/paths `loginRedirect`), and the loyalty
 * and referral pages ask them to log in (account.md §2, §6). The loyalty page exists for everyone
 * while the flag is on: §4's rule is the menu entry's, and a visitor asked to log in there must not
 * land on a 404 once signed in (without a deal the page says the first subscription makes Silver).
 * With the flag off it does not exist for anyone. The drivers pages are read the same way: §2 lists
 * /myaccount/drivers and /myaccount/drivers/add without a condition and §4 limits only the menu
 * entry, so they open for every signed-in customer, in every locale (a US customer's drivers stay
 * theirs); without a SUBSCRIPTION deal they say so (`hasSubscriptionDeal`).
 */
export function isAccountPageReachable(segments: readonly string[], viewer: AccountViewer): boolean {
  const entry = accountEntryOfPath(segments);
  if (entry === null) return true;
  if (entry === "loyalty") return viewer.loyaltyEnabled;
  if (!viewer.customer) return true;
  if (entry === "drivers") return true;
  // A company car's business forms are a business customer's: a private customer who typed one got
  // it, in "Sie", for her private car (review round 15). Whether the company offers the flow, the
  // page itself says, as the portal's entry pages (details, contacts) say why it is not shown.
  if (entry === "businessPortal") return viewer.customer.audience === "b2b";
  return isAccountEntryVisible(entry, viewer);
}

const HREFS: Record<AccountEntry, (locale: Locale) => string> = {
  mycars: paths.mycars,
  technicalSupport: paths.technicalSupport,
  myaccount: paths.myaccount,
  drivers: paths.drivers,
  businessPortal: paths.businessPortal,
  loyalty: paths.loyalty,
  referral: paths.referral,
};

export function accountEntryHref(entry: AccountEntry, locale: Locale): string {
  return HREFS[entry](locale);
}

/**
 * Whether a link of the site's content (the mega menu) is shown to the viewer:
 * a link to an account entry only when that entry is theirs (§4), so the business portal's card
 * only where the company shows the portal (to each of its roles, drivers too) and a customer
 * without a deal none of the loyalty programme; any other link always.
 */
export function isLinkForViewer(path: string, viewer: AccountViewer): boolean {
  const entry = ACCOUNT_ENTRIES.find((candidate) => accountEntryHref(candidate, viewer.locale) === path.split(/[?#]/)[0]);
  return entry === undefined || isAccountEntryVisible(entry, viewer);
}

/**
 * Where the back button of an account page leads (account.md §2: "The back button defaults to
 * /mycars"; the edit forms "return to my account"): a form below my account back to it, the
 * driver form back to the drivers, every other account page to my cars. Null where it shows none.
 */
export type AccountBackTarget = "mycars" | "myaccount" | "drivers";

export function accountBackTarget(segments: readonly string[]): AccountBackTarget | null {
  const [first, second, third] = segments;
  if (first !== "myaccount") return null;
  if (second === undefined) return "mycars";
  if (second === "drivers") return third === undefined ? "mycars" : "drivers";
  return "myaccount";
}
