import type { Document } from "@contentful/rich-text-types";
import type { ModuleContract } from "@/cms/module-contract";
import type { EntryLookup, RawEntry } from "@/cms/schema/validate-entry";
import type { ResolvedPage } from "@/cms/types";
import { checkEntry } from "./check-entry";
import { followLinks } from "./follow-links";
import type { ResolveContext } from "./resolve-context";
import { resolveModule } from "./resolve-module";
import { withRichTextTargets } from "./rich-text-targets";

export interface ResolvedPageResult {
  page: ResolvedPage;
  /** Links that were not followed (missing, unpublished or circular), for the log. */
  notes: string[];
}

/**
 * Turns a single-locale page entry and the entries it links to into a `ResolvedPage`, reading
 * each module with its contract from `modules` (the registry). A module that is of an unknown
 * content type, fails its schema check or its contract's validation, or needs an invalid entry
 * becomes an `UnsupportedModule`; links to missing entries or back to an ancestor are dropped and
 * noted. Throws `InvalidEntryError` only when the page entry itself is invalid.
 */
export function resolvePageEntry(page: RawEntry, lookup: EntryLookup, modules: readonly ModuleContract[]): ResolvedPageResult {
  const context: ResolveContext = {
    lookup,
    modules: new Map(modules.map((contract) => [contract.contentType, contract])),
    notes: [],
    included: new Set([page.sys.id]),
    richText: (document: Document, from: RawEntry, path: readonly string[]) => withRichTextTargets(document, from, path, context),
    resolveModules: (from: RawEntry, field: string, path: readonly string[]) => {
      const links = from.fields[field];
      const ancestors = [...path, from.sys.id];
      return followLinks(from, field, Array.isArray(links) ? links : [], ancestors, context).map((entry) => resolveModule(entry, ancestors, context));
    },
  };
  // Modules are checked one by one below, so that one bad module cannot fail the whole page.
  const { modules: main, aside, ...pageFields } = page.fields;
  const checked = checkEntry({ ...page, fields: pageFields }, [], context);
  const resolveModules = (field: string, links: unknown) =>
    followLinks(page, field, Array.isArray(links) ? links : [], [page.sys.id], context).map((entry) => resolveModule(entry, [page.sys.id], context));
  const title = checked.requiredText("title");

  return {
    page: {
      id: page.sys.id,
      slug: checked.requiredText("slug"),
      title,
      seo: {
        title: checked.text("seoTitle") ?? title,
        description: checked.text("seoDescription"),
        noIndex: checked.flag("noIndex"),
      },
      modules: resolveModules("modules", main),
      aside: resolveModules("aside", aside),
      includes: [...context.included].sort(),
    },
    notes: context.notes,
  };
}
