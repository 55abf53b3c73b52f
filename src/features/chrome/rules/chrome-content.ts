import { isSafeContentLink } from "@/lib/content-url";
import type { ConsentBannerContent } from "./consent-content";

/**
 * The site chrome's content (account.md §2 Header and Footer, §3 "Header and footer content"):
 * the JSON fields of the `siteHeader` and `siteFooter` entries read into typed values. The
 * schema checks the entries' plain fields; the JSON shapes are checked here, and an entry whose
 * JSON does not fit is refused as a whole (the resolver then falls back to no chrome content).
 */

/** account.md §9 "Menu shows 5 brands and 5 models." */
export const MENU_POPULAR_LIMIT = 5;

export const MENU_SECTION_TYPES = [
  "intro",
  "benefits",
  "popular-brands",
  "popular-models",
  "list",
  "card",
  // business: intro, programs list, program cards (account.md §2 Header)
  "programs-list",
  "program-cards",
] as const;
export type MenuSectionType = (typeof MENU_SECTION_TYPES)[number];

export const SOCIAL_PLATFORMS = ["facebook", "linkedin", "instagram", "youtube"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const APP_STORES = ["app-store", "google-play"] as const;
export type AppStore = (typeof APP_STORES)[number];

export interface ChromeLink {
  label: string;
  href: string;
  text: string | null;
}

export interface MenuSection {
  type: MenuSectionType;
  title: string | null;
  text: string | null;
  items: ChromeLink[];
  cta: ChromeLink | null;
}

export interface NavItem {
  label: string;
  href: string;
  sections: MenuSection[];
}

export interface Ribbon {
  text: string;
  linkLabel: string | null;
  href: string | null;
  /** The card-payment partner's path under /partnerships/, where the ribbon still shows. */
  partnerPath: string | null;
}

export interface SiteHeaderContent {
  id: string;
  variant: "full" | "lead-gen";
  logoText: string;
  logoDisabled: boolean;
  navigation: NavItem[];
  helpLink: ChromeLink | null;
  searchEnabled: boolean;
  cart: ChromeLink | null;
  cta: ChromeLink | null;
  ribbon: Ribbon | null;
}

export interface NewsletterContent {
  title: string;
  text: string | null;
  consent: string;
}

export interface SiteFooterContent {
  id: string;
  variant: "full" | "minimal";
  columns: { title: string; links: ChromeLink[] }[];
  legalLinks: ChromeLink[];
  socialLinks: { platform: SocialPlatform; href: string }[];
  appBadges: { store: AppStore; label: string; href: string }[];
  copyright: string | null;
  priceFootnote: string | null;
  newsletter: NewsletterContent | null;
}

export class ChromeContentError extends Error {
  override name = "ChromeContentError";
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: Json, key: string, where: string): string {
  const found = value[key];
  if (typeof found !== "string" || found.trim() === "") throw new ChromeContentError(`${where}.${key} must be a non-empty string`);
  return found;
}

function optionalText(value: Json, key: string, where: string): string | null {
  return value[key] === undefined || value[key] === null ? null : text(value, key, where);
}

function href(value: Json, key: string, where: string): string {
  const found = text(value, key, where);
  if (!isSafeContentLink(found)) throw new ChromeContentError(`${where}.${key} must be a portal path or an https, mailto or tel address`);
  return found;
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ChromeContentError(`${where} must be a list`);
  return value;
}

function object(value: unknown, where: string): Json {
  if (!isObject(value)) throw new ChromeContentError(`${where} must be an object`);
  return value;
}

function oneOf<T extends string>(value: Json, key: string, allowed: readonly T[], where: string): T {
  const found = allowed.find((candidate) => candidate === value[key]);
  if (found === undefined) throw new ChromeContentError(`${where}.${key} must be one of ${allowed.join(", ")}`);
  return found;
}

export function readLink(value: unknown, where: string): ChromeLink {
  const link = object(value, where);
  return { label: text(link, "label", where), href: href(link, "href", where), text: optionalText(link, "text", where) };
}

export function readOptionalLink(value: unknown, where: string): ChromeLink | null {
  return value === undefined || value === null ? null : readLink(value, where);
}

function readSection(value: unknown, where: string): MenuSection {
  const section = object(value, where);
  return {
    type: oneOf(section, "type", MENU_SECTION_TYPES, where),
    title: optionalText(section, "title", where),
    text: optionalText(section, "text", where),
    items: list(section.items, `${where}.items`).map((item, index) => readLink(item, `${where}.items[${index}]`)),
    cta: readOptionalLink(section.cta, `${where}.cta`),
  };
}

export function readNavigation(value: unknown): NavItem[] {
  return list(value, "navigation").map((raw, index) => {
    const where = `navigation[${index}]`;
    const item = object(raw, where);
    const menu = item.menu === undefined || item.menu === null ? null : object(item.menu, `${where}.menu`);
    return {
      label: text(item, "label", where),
      href: href(item, "href", where),
      sections: list(menu?.sections, `${where}.menu.sections`).map((section, at) => readSection(section, `${where}.menu.sections[${at}]`)),
    };
  });
}

export function readRibbon(value: unknown): Ribbon | null {
  if (value === undefined || value === null) return null;
  const ribbon = object(value, "ribbon");
  const partnerPath = optionalText(ribbon, "partnerPath", "ribbon");
  return {
    text: text(ribbon, "text", "ribbon"),
    linkLabel: optionalText(ribbon, "linkLabel", "ribbon"),
    href: ribbon.href === undefined || ribbon.href === null ? null : href(ribbon, "href", "ribbon"),
    partnerPath,
  };
}

export function readColumns(value: unknown): SiteFooterContent["columns"] {
  return list(value, "columns").map((raw, index) => {
    const where = `columns[${index}]`;
    const column = object(raw, where);
    return {
      title: text(column, "title", where),
      links: list(column.links, `${where}.links`).map((link, at) => readLink(link, `${where}.links[${at}]`)),
    };
  });
}

export function readLinks(value: unknown, where: string): ChromeLink[] {
  return list(value, where).map((link, index) => readLink(link, `${where}[${index}]`));
}

export function readSocialLinks(value: unknown): SiteFooterContent["socialLinks"] {
  return list(value, "socialLinks").map((raw, index) => {
    const where = `socialLinks[${index}]`;
    const link = object(raw, where);
    return { platform: oneOf(link, "platform", SOCIAL_PLATFORMS, where), href: href(link, "href", where) };
  });
}

export function readAppBadges(value: unknown): SiteFooterContent["appBadges"] {
  return list(value, "appBadges").map((raw, index) => {
    const where = `appBadges[${index}]`;
    const badge = object(raw, where);
    return { store: oneOf(badge, "store", APP_STORES, where), label: text(badge, "label", where), href: href(badge, "href", where) };
  });
}

export function readNewsletter(value: unknown): NewsletterContent | null {
  if (value === undefined || value === null) return null;
  const newsletter = object(value, "newsletter");
  return {
    title: text(newsletter, "title", "newsletter"),
    text: optionalText(newsletter, "text", "newsletter"),
    consent: text(newsletter, "consent", "newsletter"),
  };
}

/** The items a menu section shows: popular brands and models their first 5 (§9), others all. */
export function sectionItems(section: MenuSection): ChromeLink[] {
  return section.type === "popular-brands" || section.type === "popular-models" ? section.items.slice(0, MENU_POPULAR_LIMIT) : section.items;
}

/**
 * account.md §2 Header: "Help link; for logged-in users the customer id is appended." Appended as
 * the query parameter `customer_id` (the spec's URL-template name for the customer, §5).
 */
export function helpHref(link: ChromeLink, customerId: string | null): string {
  if (!customerId) return link.href;
  const [base = "", hash] = link.href.split("#", 2);
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}customer_id=${encodeURIComponent(customerId)}${hash === undefined ? "" : `#${hash}`}`;
}

/** A content path gets the locale in front (`/subscribe` → `/de-DE/subscribe`); other addresses stay. */
export function localizedHref(href: string, locale: string): string {
  if (!href.startsWith("/")) return href;
  return `/${locale}${href === "/" ? "" : href}`;
}

/** The header and footer of every page (account.md §2), each with its business ("Sie") variant. */
export interface ResolvedSiteChrome {
  header: SiteHeaderContent | null;
  businessHeader: SiteHeaderContent | null;
  footer: SiteFooterContent | null;
  businessFooter: SiteFooterContent | null;
  /** The consent banner's texts, and their "Sie" variant. */
  consent: ConsentBannerContent | null;
  businessConsent: ConsentBannerContent | null;
  /** The entries read, for revalidation by entry. */
  includes: string[];
}
