/**
 * The content check: what content may not ship, in words an editor acts on.
 * It runs over the fixtures in CI (`scripts/content-check.ts`) and over an entry Contentful is
 * about to publish (`checkPublishedEntry`, the webhook side). Refused:
 * - a localized text filled in one locale but missing in another of the three;
 * - "du" where business customers read it (`businessVariantProblems` of schema/form-of-address.ts);
 * - a link into the portal to a page that does not exist;
 * - a visibility rule name the code does not define (cms/visibility.ts);
 * - a deal banner without the rules its kind needs to show for the right deals only.
 */
import { businessVariantProblems } from "../schema/form-of-address";
import { contentModel, entryLinkId, getContentType, type ContentTypeDefinition, type RawEntry } from "../schema/validate-entry";
import { DEAL_BANNERS } from "@/modules/deal-banner/deal-banner.contract";

export interface CheckedEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Partial<Record<string, unknown>> | undefined>;
}

export interface ContentProblem {
  entryId: string;
  message: string;
}

export const CONTENT_LOCALES = ["de-DE", "en-DE", "en-US"] as const;

/**
 * The rules a deal banner's kind cannot do without: without them it shows on deals it says nothing
 * about (a delay banner on a car that is on time). The banner kinds' own definitions
 * (`DEAL_BANNERS`), which the banner contract checks too; the rules themselves are in cms/visibility.ts.
 */
export const BANNER_REQUIRED_RULES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(DEAL_BANNERS).map(([kind, definition]) => [kind, definition.rules]),
);

const TEXT_TYPES = new Set(["Symbol", "Text", "RichText"]);

export interface ContentCheckOptions {
  /** The rule names the code defines (`Object.keys(visibilityRules)`). */
  ruleNames: readonly string[];
  contentTypes?: readonly ContentTypeDefinition[];
}

/** Every problem of a space's entries; `entries` holds the whole space (pages included), so links resolve. */
export function contentProblems(entries: readonly CheckedEntry[], options: ContentCheckOptions): ContentProblem[] {
  const contentTypes = options.contentTypes ?? contentModel.contentTypes;
  const problems: ContentProblem[] = [];
  const pageSlugs = entries.filter((entry) => entry.sys.contentType.sys.id === "page").map((entry) => String(valueIn(entry, "slug") ?? ""));
  const portalSections = new Set(pageSlugs.map((slug) => slug.split("/")[0]).filter((section) => section && !section.startsWith("[")));
  const german = entries.map((entry) => inLocale(entry, "de-DE"));
  const lookup = new Map(german.map((entry) => [entry.sys.id, entry]));

  for (const entry of entries) {
    const type = entry.sys.contentType.sys.id;
    const name = `${nameOf(entry, contentTypes)}`;
    const definition = getContentType(type, contentTypes);
    for (const field of definition?.fields ?? []) {
      if (!field.localized || !TEXT_TYPES.has(field.type)) continue;
      const values = entry.fields[field.id];
      if (!values || !CONTENT_LOCALES.some((locale) => isFilled(values[locale]))) continue;
      const missing = CONTENT_LOCALES.filter((locale) => !isFilled(values[locale]));
      if (missing.length > 0)
        problems.push({ entryId: entry.sys.id, message: `${name}: the text "${field.name}" is missing in ${missing.join(" and ")}.` });
    }

    for (const link of linksOf(entry)) {
      const path = link.split(/[?#]/)[0] ?? "";
      const segments = path.split("/").filter(Boolean);
      const [first] = segments;
      // Links into the shop's pages (/subscribe, /imprint …) are the shop's to check; the portal's sections are ours.
      if (!first || !portalSections.has(first)) continue;
      if (!pageSlugs.some((slug) => slugMatches(slug, segments)))
        problems.push({ entryId: entry.sys.id, message: `${name} links to "${link}", a page the portal does not have.` });
    }

    const rules = valueIn(entry, "visibility");
    const ruleList = Array.isArray(rules) ? rules.map(String) : [];
    for (const rule of ruleList.filter((candidate) => !options.ruleNames.includes(candidate)))
      problems.push({ entryId: entry.sys.id, message: `${name} shows only when "${rule}" holds, but there is no such rule.` });

    if (type === "dealBanner") {
      const kind = String(valueIn(entry, "banner") ?? "");
      const missing = (BANNER_REQUIRED_RULES[kind] ?? []).filter((rule) => !ruleList.includes(rule));
      if (missing.length > 0)
        problems.push({
          entryId: entry.sys.id,
          message: `${name} is a "${kind}" banner but does not require ${missing.map((rule) => `"${rule}"`).join(" and ")}: it would show on deals it does not fit.`,
        });
    }
  }

  const hasVariantField = (contentType: string) =>
    getContentType(contentType, contentTypes)?.fields.some((field) => field.id === "businessVariant") ?? false;
  // A business variant's own words are reported once, through the entry it is the variant of.
  const variants = new Set(german.map((item) => entryLinkId(item.fields.businessVariant)).filter((id) => id !== null));
  for (const line of businessVariantProblems(german, lookup, hasVariantField)) {
    const entryId = /"([^"]+)"/.exec(line)?.[1] ?? "";
    if (variants.has(entryId)) continue;
    problems.push({ entryId, message: `Business customers are addressed with "Sie": ${line}.` });
  }
  return problems;
}

/** The webhook side: the problems of the space once `entry` is published in it, only those of that entry. */
export function checkPublishedEntry(entry: CheckedEntry, space: readonly CheckedEntry[], options: ContentCheckOptions): ContentProblem[] {
  const others = space.filter((candidate) => candidate.sys.id !== entry.sys.id);
  const problems = contentProblems([...others, entry], options);
  const variantOf = new Set(
    others.filter((candidate) => entryLinkId(valueIn(candidate, "businessVariant")) === entry.sys.id).map((candidate) => candidate.sys.id),
  );
  return problems.filter((problem) => problem.entryId === entry.sys.id || variantOf.has(problem.entryId));
}

function nameOf(entry: CheckedEntry, contentTypes: readonly ContentTypeDefinition[]): string {
  const typeName = getContentType(entry.sys.contentType.sys.id, contentTypes)?.name ?? entry.sys.contentType.sys.id;
  const internal = valueIn(entry, "internalName") ?? valueIn(entry, "title");
  return `${typeName} "${typeof internal === "string" ? internal : entry.sys.id}"`;
}

/** A field's value in the default locale, or in any locale for one that is not localized. */
function valueIn(entry: CheckedEntry, field: string): unknown {
  const values = entry.fields[field];
  if (!values) return undefined;
  return values["de-DE"] ?? Object.values(values)[0];
}

function inLocale(entry: CheckedEntry, locale: string): RawEntry {
  const fields: Record<string, unknown> = {};
  for (const [field, values] of Object.entries(entry.fields)) {
    const value = values?.[locale] ?? values?.["de-DE"];
    if (value !== undefined) fields[field] = value;
  }
  return { sys: entry.sys, fields };
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null;
}

function slugMatches(slug: string, segments: string[]): boolean {
  const parts = slug.split("/").filter(Boolean);
  return parts.length === segments.length && parts.every((part, index) => part === segments[index] || /^\[\w+\]$/.test(part));
}

/** Every portal-relative link an entry holds: `href` fields and rich-text hyperlinks, in any locale. */
function linksOf(entry: CheckedEntry): string[] {
  const links = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (typeof value === "string") {
      if ((key === "href" || key === "uri") && value.startsWith("/")) links.add(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (typeof value === "object" && value !== null)
      for (const [inner, item] of Object.entries(value)) visit(item, inner === "data" ? key : inner);
  };
  for (const [field, values] of Object.entries(entry.fields)) for (const value of Object.values(values ?? {})) visit(value, field);
  return [...links];
}
