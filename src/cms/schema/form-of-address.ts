import { informalWords } from "./informal-address";
import { entryLinkId, type EntryLookup, type RawEntry } from "./validate-entry";

/**
 * Business customers are addressed with "Sie" (deals.md §1, §6), in content as
 * in code. An entry whose German texts say "du" and that business customers can see needs what
 * they see instead: its business variant (`businessVariant`, any module type), or the business
 * texts of a deal banner. `businessVariantProblems` names every entry that lacks it; the content
 * check of the fixtures runs it (`form-of-address.test.ts`), so such content is not published.
 */
/**
 * Every text of an entry and of the entries it links (items, steps, fields, a call to action),
 * rich text included; not its business variant, and each entry once. Modules nested in a
 * `modules` field (a modal's) are rendered like the page's own, their business variant for
 * business customers: such a module with a variant is checked as an entry of its own.
 */
export function textsOf(entry: RawEntry, lookup: EntryLookup, seen = new Set<string>()): string[] {
  if (seen.has(entry.sys.id)) return [];
  seen.add(entry.sys.id);
  const texts: string[] = [];
  const visit = (value: unknown, field: string): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, field));
    else if (typeof value === "object" && value !== null) {
      const linked = entryLinkId(value);
      const target = linked === null ? undefined : lookup.get(linked);
      const renderedPerAudience = field === "modules" && target !== undefined && entryLinkId(target.fields.businessVariant) !== null;
      if (target) texts.push(...(businessCanSee(target) && !renderedPerAudience ? textsOf(target, lookup, seen) : []));
      else if ("value" in value && typeof value.value === "string") texts.push(value.value);
      else if ("content" in value) visit(value.content, field);
      if ("data" in value && typeof value.data === "object" && value.data !== null && "target" in value.data) visit(value.data.target, field);
    }
  };
  for (const [field, value] of Object.entries(entry.fields)) {
    if (!NOT_SHOWN.has(field)) visit(value, field);
  }
  return texts;
}

/** Fields that are not text a customer reads: names for editors, keys, rules, the variant itself. */
const NOT_SHOWN = new Set([
  "internalName",
  "businessVariant",
  "visibility",
  "key",
  "name",
  "slug",
  "href",
  "kind",
  "mapTo",
  "submitUrl",
  "banner",
  "audiences",
  "allowedRoles",
  "condition",
  "validations",
  "lookup",
  "sendTo",
  "prefill",
  "businessTitle",
  "businessText",
  "businessCreditText",
]);

const PAGE_TEXTS = ["title", "seoTitle", "seoDescription"];

const BUSINESS_AUDIENCES = ["admin", "driver", "fleet_manager"];

/** Business customers can see the entry: it is not for private deals only, nor for visitors and private customers only. */
function businessCanSee(entry: RawEntry): boolean {
  const visibility = entry.fields.visibility;
  if (Array.isArray(visibility) && visibility.includes("deal-is-b2c")) return false;
  const audiences = entry.fields.audiences;
  return !Array.isArray(audiences) || audiences.length === 0 || audiences.some((audience) => BUSINESS_AUDIENCES.includes(String(audience)));
}

/** Problems of the German entries of a space, one line each: which entry says "du" to business customers. */
export function businessVariantProblems(
  entries: readonly RawEntry[],
  lookup: EntryLookup,
  hasVariantField: (contentType: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const contentType = entry.sys.contentType.sys.id;
    if (contentType === "page") {
      // A page's own texts (its heading for screen readers, the browser title) are everyone's: they address nobody.
      const words = informalWords(
        PAGE_TEXTS.map((field) => entry.fields[field])
          .filter((text) => typeof text === "string")
          .join("\n"),
      );
      if (words.length > 0)
        problems.push(`page "${entry.sys.id}" says ${quoteAll(words)}; a page's title and SEO texts are shared by every audience`);
      continue;
    }
    const isBanner = contentType === "dealBanner";
    if ((!isBanner && !hasVariantField(contentType)) || !businessCanSee(entry)) continue;
    const name = `${contentType} "${entry.sys.id}"`;
    const variantId = isBanner ? null : entryLinkId(entry.fields.businessVariant);
    const variant = variantId === null ? undefined : lookup.get(variantId);
    if (variant) {
      const words = informalWords(textsOf(variant, lookup).join("\n"));
      if (words.length > 0) problems.push(`${name}: its business variant "${variantId}" says ${quoteAll(words)}`);
      continue;
    }
    const ownTexts = isBanner
      ? [entry.fields.title, entry.fields.text, entry.fields.creditText].filter((text) => typeof text === "string")
      : textsOf(entry, lookup);
    const words = informalWords(ownTexts.join("\n"));
    if (words.length === 0) continue;
    if (isBanner) {
      const businessWords = informalWords(
        [entry.fields.businessTitle, entry.fields.businessText, entry.fields.businessCreditText]
          .filter((text) => typeof text === "string")
          .join("\n"),
      );
      if (typeof entry.fields.businessTitle !== "string") problems.push(`${name} says ${quoteAll(words)} and has no business texts`);
      else if (businessWords.length > 0) problems.push(`${name}: its business texts say ${quoteAll(businessWords)}`);
    } else {
      problems.push(`${name} says ${quoteAll(words)} and has no business variant`);
    }
  }
  return problems;
}

function quoteAll(words: string[]): string {
  return [...new Set(words.map((word) => word.toLowerCase()))].map((word) => `"${word}"`).join(", ");
}
