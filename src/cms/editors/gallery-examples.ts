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
