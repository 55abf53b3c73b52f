import { describe, expect, it } from "vitest";
import type { DealVariant } from "@/features/deals/types";
import type { Locale } from "@/i18n/locales";
import type { BusinessRole } from "@/lib/audience";
import {
  accountBackTarget,
  ACCOUNT_MENU_ENTRIES,
  ACCOUNT_NAVIGATION_ENTRIES,
  accountEntryAction,
  accountEntryOfPath,
  hasSubscriptionDeal,
  isAccountPageReachable,
  isLinkForViewer,
  visibleAccountEntries,
  type AccountViewer,
  showsAccountNavigation,
} from "./account-visibility";

const SUBSCRIBED: DealVariant[] = ["SUBSCRIPTION", "SUBSCRIPTION"];
const LEAD_ONLY: DealVariant[] = ["LEAD"];
const MIXED: DealVariant[] = ["LEAD", "SUBSCRIPTION"];
const NO_DEALS: DealVariant[] = [];

function viewer(locale: Locale, dealVariants: DealVariant[] | null, { loyaltyEnabled = false, emailVerified = true } = {}): AccountViewer {
  return { locale, loyaltyEnabled, customer: dealVariants ? { emailVerified, dealVariants } : null };
}

function business(role: BusinessRole, portalShown: boolean): AccountViewer {
  return {
    locale: "de-DE",
    loyaltyEnabled: true,
    customer: { emailVerified: true, dealVariants: SUBSCRIBED, audience: "b2b", business: { role, portalShown } },
  };
}

describe("account visibility (account.md §4)", () => {
  // The account navigation, the header's account menu and the phone panel showed
  // different lists (technical support in the menu only, referral in the navigation only); these
  // tests asserted that. Every menu shows one list now, each entry as §4's visibility says.
  it("every menu shows the same entries", () => {
    expect(ACCOUNT_NAVIGATION_ENTRIES).toEqual(ACCOUNT_MENU_ENTRIES);
  });

  it.each([
    // visitor: the account button shows a login prompt, no entries
    { who: "a visitor", v: viewer("de-DE", null, { loyaltyEnabled: true }), menu: [] },
    // verified: my cars and my profile (and referral, which has no rule of its own)
    { who: "a customer without deals, de-DE", v: viewer("de-DE", NO_DEALS, { loyaltyEnabled: true }), menu: ["mycars", "myaccount", "referral"] },
    { who: "a lead-only customer, de-DE, flag off", v: viewer("de-DE", LEAD_ONLY), menu: ["mycars", "myaccount", "referral"] },
    // loyalty: flag on, German locale, any deal (a lead is a deal)
    {
      who: "a lead-only customer, de-DE, flag on",
      v: viewer("de-DE", LEAD_ONLY, { loyaltyEnabled: true }),
      menu: ["mycars", "myaccount", "loyalty", "referral"],
    },
    // German locale with a SUBSCRIPTION deal: also technical support and my drivers
    {
      who: "a subscriber, de-DE, flag off",
      v: viewer("de-DE", SUBSCRIBED),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "referral"],
    },
    {
      who: "a subscriber, de-DE, flag on",
      v: viewer("de-DE", SUBSCRIBED, { loyaltyEnabled: true }),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "loyalty", "referral"],
    },
    {
      who: "a subscriber with a lead too, de-DE",
      v: viewer("de-DE", MIXED),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "referral"],
    },
    {
      who: "a subscriber, en-DE (German market)",
      v: viewer("en-DE", SUBSCRIBED, { loyaltyEnabled: true }),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "loyalty", "referral"],
    },
    // not the German locale: neither support, drivers nor loyalty
    { who: "a subscriber, en-US, flag on", v: viewer("en-US", SUBSCRIBED, { loyaltyEnabled: true }), menu: ["mycars", "myaccount", "referral"] },
    {
      who: "a lead-only customer, en-US, flag on",
      v: viewer("en-US", LEAD_ONLY, { loyaltyEnabled: true }),
      menu: ["mycars", "myaccount", "referral"],
    },
    // unverified: the same entries, which open the verification modal
    {
      who: "an unverified subscriber, de-DE",
      v: viewer("de-DE", SUBSCRIBED, { emailVerified: false }),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "referral"],
    },
    // The business portal for every role where the company shows it (a driver finds his
    // company car there); the loyalty entry by §4's rule alone, which names no audience.
    {
      who: "a fleet manager (Bernd), de-DE, flag on",
      v: business("fleet_manager", true),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "businessPortal", "loyalty", "referral"],
    },
    {
      who: "an admin, de-DE",
      v: business("admin", true),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "businessPortal", "loyalty", "referral"],
    },
    {
      who: "a driver, de-DE",
      v: business("driver", true),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "businessPortal", "loyalty", "referral"],
    },
    {
      who: "a driver with no deal of his own and no car assigned, de-DE",
      v: { ...business("driver", true), customer: { ...business("driver", true).customer!, dealVariants: NO_DEALS } },
      menu: ["mycars", "myaccount", "businessPortal", "referral"],
    },

    {
      who: "a driver whose company does not show the portal",
      v: business("driver", false),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "loyalty", "referral"],
    },
    {
      who: "a fleet manager whose company does not show the portal (Berta)",
      v: business("fleet_manager", false),
      menu: ["mycars", "technicalSupport", "myaccount", "drivers", "loyalty", "referral"],
    },
  ])("$who sees $menu in every account menu", ({ v, menu }) => {
    expect(visibleAccountEntries(ACCOUNT_MENU_ENTRIES, v)).toEqual(menu);
    expect(visibleAccountEntries(ACCOUNT_NAVIGATION_ENTRIES, v)).toEqual(menu);
  });

  it.each([
    { who: "a verified customer", v: viewer("de-DE", SUBSCRIBED), action: "navigate" },
    { who: "an unverified customer", v: viewer("de-DE", SUBSCRIBED, { emailVerified: false }), action: "verify-email" },
    { who: "an unverified customer without deals", v: viewer("en-US", NO_DEALS, { emailVerified: false }), action: "verify-email" },
    { who: "a visitor", v: viewer("de-DE", null), action: "navigate" },
  ])("entries of $who: $action", ({ v, action }) => {
    expect(accountEntryAction(v)).toBe(action);
  });
});

describe("account pages gate", () => {
  it.each([
    [["mycars"], "mycars"],
    [["mycars", "deal-1", "mileage"], "mycars"],
    [["mycars", "no-deal", "report-damage"], "mycars"],
    [["myaccount"], "myaccount"],
    [["myaccount", "invoices"], "myaccount"],
    [["myaccount", "changepassword"], "myaccount"],
    [["myaccount", "drivers"], "drivers"],
    [["myaccount", "drivers", "add"], "drivers"],
    [["loyalty"], "loyalty"],
    [["referral"], "referral"],
    [[], null],
    [["login"], null],
    [["subscribe"], null],
    [["b2b", "details"], null],
    [["b2b", "contacts"], null],
    [["b2b", "deal-1", "report-damage-page"], "businessPortal"],
    [["b2b", "deal-1", "schedule-service-page"], "businessPortal"],
    [["b2b", "report-damage-page"], "businessPortal"],
    [["b2b", "schedule-service-page"], "businessPortal"],
    [["car", "deal-1", "support", "inspection", "confirmation"], "businessPortal"],
    [["car", "deal-1", "prolongation", "success"], "businessPortal"],
    [["car"], null],
  ] as const)("%j belongs to %s", (segments, entry) => {
    expect(accountEntryOfPath(segments)).toBe(entry);
  });

  it.each([
    { page: ["mycars"], v: viewer("en-US", NO_DEALS), reachable: true },
    { page: ["myaccount", "invoices"], v: viewer("de-DE", LEAD_ONLY), reachable: true },
    { page: ["myaccount", "drivers"], v: viewer("de-DE", SUBSCRIBED), reachable: true },
    // the drivers pages, unlike the entry, for every signed-in customer (§2 lists the routes
    // without a condition; §4 limits the menu): without a subscription the page says so
    { page: ["myaccount", "drivers", "add"], v: viewer("de-DE", LEAD_ONLY), reachable: true },
    { page: ["myaccount", "drivers"], v: viewer("de-DE", NO_DEALS), reachable: true },
    { page: ["myaccount", "drivers", "add"], v: viewer("de-DE", NO_DEALS), reachable: true },
    { page: ["myaccount", "drivers"], v: viewer("en-US", SUBSCRIBED), reachable: true },
    { page: ["myaccount", "drivers", "add"], v: viewer("en-US", NO_DEALS), reachable: true },
    { page: ["myaccount", "drivers"], v: business("driver", true), reachable: true },
    { page: ["loyalty"], v: viewer("de-DE", LEAD_ONLY, { loyaltyEnabled: true }), reachable: true },
    { page: ["loyalty"], v: viewer("de-DE", SUBSCRIBED), reachable: false },
    // the page, unlike the entry, for every signed-in customer while the flag is on
    { page: ["loyalty"], v: viewer("de-DE", NO_DEALS, { loyaltyEnabled: true }), reachable: true },
    { page: ["loyalty"], v: viewer("en-US", SUBSCRIBED, { loyaltyEnabled: true }), reachable: true },
    // visitors: the page itself asks them to log in, unless the feature is off
    { page: ["loyalty"], v: viewer("de-DE", null, { loyaltyEnabled: true }), reachable: true },
    { page: ["loyalty"], v: viewer("de-DE", null), reachable: false },
    { page: ["myaccount", "drivers"], v: viewer("de-DE", null), reachable: true },
    { page: ["referral"], v: viewer("en-US", NO_DEALS), reachable: true },
    // unverified customers are not kept out of pages: only their menu entries differ
    { page: ["myaccount", "drivers"], v: viewer("de-DE", SUBSCRIBED, { emailVerified: false }), reachable: true },
    { page: ["login"], v: viewer("en-US", LEAD_ONLY), reachable: true },
    // a company car's business forms: a business customer's (the page says when the company does not
    // offer the flow), a 404 for a private customer; the portal's entry pages say why
    { page: ["b2b", "deal-1", "report-damage-page"], v: business("driver", true), reachable: true },
    { page: ["b2b", "deal-1", "schedule-service-page"], v: business("fleet_manager", true), reachable: true },
    { page: ["b2b", "deal-1", "report-damage-page"], v: business("fleet_manager", false), reachable: true },
    { page: ["b2b", "deal-1", "report-damage-page"], v: viewer("de-DE", SUBSCRIBED), reachable: false },
    { page: ["b2b", "deal-1", "schedule-service-page"], v: viewer("de-DE", SUBSCRIBED), reachable: false },
    { page: ["b2b", "report-damage-page"], v: viewer("de-DE", SUBSCRIBED), reachable: false },
    { page: ["b2b", "schedule-service-page"], v: business("driver", true), reachable: true },
    { page: ["car", "deal-1", "support", "inspection", "confirmation"], v: viewer("de-DE", SUBSCRIBED), reachable: false },
    { page: ["car", "deal-1", "support", "inspection", "confirmation"], v: business("fleet_manager", true), reachable: true },
    { page: ["car", "deal-1", "prolongation", "success"], v: viewer("de-DE", SUBSCRIBED), reachable: false },
    { page: ["car", "deal-1", "prolongation", "success"], v: business("fleet_manager", true), reachable: true },
    { page: ["b2b", "details"], v: viewer("de-DE", SUBSCRIBED), reachable: true },
  ])("$page for $v.locale, $v.customer: $reachable", ({ page, v, reachable }) => {
    expect(isAccountPageReachable(page, v)).toBe(reachable);
  });
});

describe("the drivers pages' subscription (account.md §4 'at least one SUBSCRIPTION deal')", () => {
  it.each<[DealVariant[], boolean]>([
    [SUBSCRIBED, true],
    [MIXED, true],
    [LEAD_ONLY, false],
    [NO_DEALS, false],
  ])("%j: %s", (variants, subscribed) => expect(hasSubscriptionDeal(variants)).toBe(subscribed));
});

describe("the mega menu's links to account entries (isLinkForViewer)", () => {
  it.each([
    { who: "a driver (Dirk)", v: business("driver", true), path: "/de-DE/b2b/details", shown: true },
    { who: "a fleet manager", v: business("fleet_manager", true), path: "/de-DE/b2b/details", shown: true },
    { who: "an admin", v: business("admin", true), path: "/de-DE/b2b/details?tab=cars", shown: true },
    { who: "a driver whose company does not show the portal", v: business("driver", false), path: "/de-DE/b2b/details", shown: false },
    { who: "a private subscriber", v: viewer("de-DE", SUBSCRIBED), path: "/de-DE/b2b/details", shown: false },
    { who: "a private customer without deals", v: viewer("de-DE", NO_DEALS, { loyaltyEnabled: true }), path: "/de-DE/loyalty", shown: false },
    { who: "a private customer without deals", v: viewer("de-DE", NO_DEALS), path: "/de-DE/b2b", shown: true },
  ])("$who: $path shown $shown", ({ v, path, shown }) => expect(isLinkForViewer(path, v)).toBe(shown));
});

describe("where the account navigation stands (issue 36 journeys)", () => {
  it.each<[string[], boolean]>([
    [["mycars"], true],
    [["mycars", "deal-anna-active"], true],
    [["myaccount", "drivers"], true],
    [["b2b", "details"], true],
    [["b2b"], false], // the shop's business page (account.md §2 Site links)
    [["loyalty"], true],
    [["referral"], true],
    [[], false],
    [["subscribe"], false],
    [["terms"], false],
  ])("/de-DE/%j: %s", (segments, shown) => expect(showsAccountNavigation(segments, "de-DE")).toBe(shown));
});

describe("accountBackTarget (account.md §2: the back button defaults to /mycars; the edit forms return to my account)", () => {
  it.each([
    [["myaccount"], "mycars"],
    [["myaccount", "drivers"], "mycars"],
    [["myaccount", "drivers", "add"], "drivers"],
    [["myaccount", "contactdetails"], "myaccount"],
    [["myaccount", "companydetails"], "myaccount"],
    [["myaccount", "changepassword"], "myaccount"],
    [["myaccount", "invoices"], "myaccount"],
    [["mycars"], null],
    [["loyalty"], null],
  ] as const)("%j → %s", (segments, target) => {
    expect(accountBackTarget(segments)).toBe(target);
  });
});
