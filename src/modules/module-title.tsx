import { inspectorProps } from "@/cms/editors/inspector";
import type { TitleTag } from "@/kernel/feature-props";
import type { PageContext } from "@/kernel/page-context";
import { moduleTitle } from "@/ui/module.css";

/** A module's title heading: the page's h1 where its title is the page's (`cms/page-heading.ts`), else an h2. */
export function titleTag(context: Pick<PageContext, "headingEntryId">, entryId: string): TitleTag {
  return context.headingEntryId === entryId ? "h1" : "h2";
}

/** A module's optional heading from its `title` field, marked for the live preview inspector. */
export function ModuleTitle({
  title,
  entryId,
  context,
}: {
  title: string | null;
  entryId: string;
  context: Pick<PageContext, "editor" | "locale" | "headingEntryId">;
}) {
  if (!title) return null;
  const Heading = titleTag(context, entryId);
  return (
    <Heading className={moduleTitle} {...inspectorProps(context, entryId, "title")}>
      {title}
    </Heading>
  );
}
