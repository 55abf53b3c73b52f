import type { CheckedEntry } from "@/cms/module-contract";
import type { EntryLookup, RawEntry } from "@/cms/schema/validate-entry";
import type { ResolvedSiteChrome } from "@/features/chrome/rules/chrome-content";
import {
  readAppBadges,
  readColumns,
  readLinks,
  readNavigation,
  readNewsletter,
  readOptionalLink,
  readRibbon,
  readSocialLinks,
  type SiteFooterContent,
  type SiteHeaderContent,
} from "@/features/chrome/rules/chrome-content";
import { checkedPrivacyLink, type ConsentBannerContent } from "@/features/chrome/rules/consent-content";
import { checkEntry } from "./check-entry";
import type { ResolveContext } from "./resolve-context";

export const SITE_CHROME_TYPES = ["siteHeader", "siteFooter", "consentBanner"] as const;

/**
 * The site header and footer from the entries of their content types (account.md §2, §3 "Header
 * and footer content"): the entry of each type that is no other's business variant, and its
 * business variant. An entry that fails its check is left out (noted), so the page keeps a
 * plain header rather than failing.
 */
export function resolveSiteChrome(lookup: EntryLookup): { chrome: ResolvedSiteChrome; notes: string[] } {
  const context: ResolveContext = {
    lookup,
    modules: new Map(),
    notes: [],
    included: new Set(),
    richText: (document) => document,
    resolveModules: () => [],
  };
  const pick = <T>(type: (typeof SITE_CHROME_TYPES)[number], read: (entry: CheckedEntry) => T): { main: T | null; business: T | null } => {
    const entries = [...lookup.values()].filter((entry) => entry.sys.contentType.sys.id === type);
    const variants = new Set(entries.flatMap((entry) => linkId(entry.fields.businessVariant)));
    const main = entries.filter((entry) => !variants.has(entry.sys.id)).sort((a, b) => a.sys.id.localeCompare(b.sys.id))[0];
    if (!main) return { main: null, business: null };
    const business = linkId(main.fields.businessVariant).map((id) => lookup.get(id))[0];
    return { main: tryRead(main, read), business: business ? tryRead(business, read) : null };
  };
  const tryRead = <T>(raw: RawEntry, read: (entry: CheckedEntry) => T): T | null => {
    try {
      return read(checkEntry(raw, [], context));
    } catch (error) {
      context.notes.push(`${raw.sys.contentType.sys.id} "${raw.sys.id}" left out: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const header = pick("siteHeader", readHeader);
  const footer = pick("siteFooter", readFooter);
  const consent = pick("consentBanner", readConsentBanner);
  return {
    chrome: {
      header: header.main,
      businessHeader: header.business,
      footer: footer.main,
      businessFooter: footer.business,
      consent: consent.main,
      businessConsent: consent.business,
      includes: [...context.included].sort(),
    },
    notes: context.notes,
  };
}

function linkId(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [];
  const sys = (value as { sys?: { id?: unknown } }).sys;
  return typeof sys?.id === "string" ? [sys.id] : [];
}

export const SITE_HEADER_VARIANTS = ["full", "lead-gen"] as const;
export const SITE_FOOTER_VARIANTS = ["full", "minimal"] as const;

function readHeader(entry: CheckedEntry): SiteHeaderContent {
  return {
    id: entry.id,
    variant: entry.requiredOneOf("variant", SITE_HEADER_VARIANTS),
    logoText: entry.requiredText("logoText"),
    logoDisabled: entry.flag("logoDisabled"),
    navigation: readNavigation(entry.object("navigation")),
    helpLink: readOptionalLink(entry.object("helpLink"), "helpLink"),
    searchEnabled: entry.flag("searchEnabled"),
    cart: readOptionalLink(entry.object("cart"), "cart"),
    cta: readOptionalLink(entry.object("cta"), "cta"),
    ribbon: readRibbon(entry.object("ribbon")),
  };
}

function readFooter(entry: CheckedEntry): SiteFooterContent {
  return {
    id: entry.id,
    variant: entry.requiredOneOf("variant", SITE_FOOTER_VARIANTS),
    columns: readColumns(entry.object("columns")),
    legalLinks: readLinks(entry.object("legalLinks"), "legalLinks"),
    socialLinks: readSocialLinks(entry.object("socialLinks")),
    appBadges: readAppBadges(entry.object("appBadges")),
    copyright: entry.text("copyright"),
    priceFootnote: entry.text("priceFootnote"),
    newsletter: readNewsletter(entry.object("newsletter")),
  };
}

/** The consent banner's texts (`features/chrome/rules/consent-content.ts`). */
function readConsentBanner(entry: CheckedEntry): ConsentBannerContent {
  return {
    id: entry.id,
    title: entry.requiredText("title"),
    text: entry.requiredText("text"),
    acceptAllLabel: entry.requiredText("acceptAllLabel"),
    necessaryOnlyLabel: entry.requiredText("necessaryOnlyLabel"),
    privacyLabel: entry.requiredText("privacyLabel"),
    privacyLink: checkedPrivacyLink(entry.requiredText("privacyLink")),
    cookieSettingsLabel: entry.requiredText("cookieSettingsLabel"),
  };
}
