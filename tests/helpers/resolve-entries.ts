/**
 * Building blocks for resolver and module contract tests: raw single-locale entries, links, and
 * resolving a page (the first entry) with the contracts a test names.
 */
import type { ModuleContract } from "@/cms/module-contract";
import type { EntryLookup, RawEntry } from "@/cms/schema/validate-entry";
import { resolvePageEntry } from "@/cms/source/resolve-page-entry";

export const entry = (id: string, contentType: string, fields: Record<string, unknown>): RawEntry => ({
  sys: { id, contentType: { sys: { id: contentType } } },
  fields,
});

export const link = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });

/** A page entry linking the modules. */
export const pageOf = (...moduleIds: string[]) => entry("page", "page", { slug: "mycars", title: "Meine Abos", modules: moduleIds.map(link) });

/** Resolves the first entry as the page, with all entries in the lookup and the given contracts registered. */
export function resolveWith(contracts: readonly ModuleContract[], ...entries: [RawEntry, ...RawEntry[]]) {
  const lookup: EntryLookup = new Map(entries.map((e) => [e.sys.id, e]));
  return resolvePageEntry(entries[0], lookup, contracts);
}
