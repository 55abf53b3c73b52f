import type { Document } from "@contentful/rich-text-types";
import type { ModuleContract } from "@/cms/module-contract";
import type { EntryLookup, RawEntry } from "@/cms/schema/validate-entry";
import type { PageModule } from "@/cms/types";

/** What resolving one page carries from entry to entry. */
export interface ResolveContext {
  lookup: EntryLookup;
  /** The registered module contracts by content type: the resolver itself knows no module. */
  modules: ReadonlyMap<string, ModuleContract>;
  /** Links that were not followed (missing, unpublished or circular), for the log. */
  notes: string[];
  /** Ids of the entries read so far, for revalidation by entry. */
  included: Set<string>;
  /** Resolves the embedded entries and entry links of a rich text field (`rich-text-targets.ts`). */
  richText(document: Document, from: RawEntry, path: readonly string[]): Document;
  /** Resolves the modules an entry links in one of its fields (a modal's content), like the page's own. */
  resolveModules(from: RawEntry, field: string, path: readonly string[]): PageModule[];
}
