import type { PageContext } from "@/kernel/page-context";
import { forAudience, isModuleShown } from "./module-shown";
import { rendersPageHeading, titleHeadingOf } from "./registry";
import type { PageModule } from "./types";

/**
 * Where a page's one level-one heading comes from (axe; a screen reader's outline):
 * - `own`: a shown module renders it itself (the subscription list, a deal page's car);
 * - `module`: the first shown module whose title heading reads the page's title raises that
 *   heading to the h1 (a hidden h1 above an h2 of the same words had screen readers read
 *   "Abo verlängern" twice);
 * - `hidden`: the page's title as a hidden h1.
 */
export type PageHeading = { kind: "own" } | { kind: "module"; entryId: string } | { kind: "hidden" };

export function pageHeading(modules: readonly PageModule[], title: string, context: PageContext): PageHeading {
  const shown = modules.filter((module) => isModuleShown(module, context)).map((module) => forAudience(module, context));
  const entries = shown.flatMap((entry) => (entry.type === "unsupported" ? [] : [entry]));
  if (entries.some(rendersPageHeading)) return { kind: "own" };
  const titled = entries.find((entry) => sameWords(titleHeadingOf(entry), title));
  return titled ? { kind: "module", entryId: titled.id } : { kind: "hidden" };
}

function sameWords(heading: string | null, title: string): boolean {
  return heading !== null && heading.trim().toLocaleLowerCase() === title.trim().toLocaleLowerCase();
}
