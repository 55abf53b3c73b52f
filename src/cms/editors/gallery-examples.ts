import "server-only";
import type { Locale } from "@/i18n/locales";
import { moduleContracts } from "../module-contracts";
import { entryLinkId, type RawEntry } from "../schema/validate-entry";
import { FIXTURE_DRAFTS, FIXTURE_ENTRIES, localizeEntry } from "../source/fixtures-source";
import { resolvePageEntry } from "../source/resolve-page-entry";
import type { ModuleType, PageModule } from "../types";

/** The fixtures' entries in one locale, drafts replacing the published versions: what the gallery shows. */
export function galleryLookup(locale: Locale): Map<string, RawEntry> {
  const byId = new Map<string, RawEntry>();
  for (const entry of [...FIXTURE_ENTRIES, ...FIXTURE_DRAFTS]) byId.set(entry.sys.id, localizeEntry(entry, locale));
  return byId;
}

/** A page holding the given entries, so they resolve as a page's modules do. */
export function galleryPage(type: string, ids: string[]): RawEntry {
  return {
    sys: { id: `gallery-${type}`, contentType: { sys: { id: "page" } } },
    fields: { slug: "module-gallery", title: type, modules: ids.map((id) => ({ sys: { type: "Link", linkType: "Entry", id } })) },
  };
}

/** Every entry of the module type, resolved, with its business variant attached. */
export function examplesOf(type: ModuleType, byId: Map<string, RawEntry>): PageModule[] {
  // A business variant is shown with its entry (to business customers), not as an example of its own.
  const variants = new Set([...byId.values()].map((entry) => entryLinkId(entry.fields.businessVariant)));
  const ids = [...byId.values()].filter((entry) => entry.sys.contentType.sys.id === type && !variants.has(entry.sys.id)).map((entry) => entry.sys.id);
  if (ids.length === 0) return [];
  return resolvePageEntry(galleryPage(type, ids), byId, moduleContracts).page.modules;
}

/**
 * The slugs of the pages each entry is placed on: in a page's modules or aside, or inside a modal
 * or another entry those hold. The gallery renders a code-owned feature in the situation of its page.
 */
export function pagesOfEntries(byId: Map<string, RawEntry>): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const place = (id: string, slug: string, seen: Set<string>) => {
    if (seen.has(id)) return;
    seen.add(id);
    pages.set(
      id,
      [...(pages.get(id) ?? []), slug].filter((value, index, all) => all.indexOf(value) === index),
    );
    const entry = byId.get(id);
    if (entry) for (const child of linkedIds(entry)) place(child, slug, seen);
  };
  for (const page of byId.values()) {
    if (page.sys.contentType.sys.id !== "page" || typeof page.fields.slug !== "string") continue;
    for (const id of linkedIds(page)) place(id, page.fields.slug, new Set());
  }
  return pages;
}

function linkedIds(entry: RawEntry): string[] {
  const fields = entry.sys.contentType.sys.id === "page" ? [entry.fields.modules, entry.fields.aside] : Object.values(entry.fields);
  return fields.flatMap((value) => (Array.isArray(value) ? value : [value])).flatMap((link) => entryLinkId(link) ?? []);
}
