import { inspectorProps } from "@/cms/editors/inspector";
import type { PageContext } from "@/kernel/page-context";
import { moduleTitle } from "@/ui/module.css";

/** A module's optional heading from its `title` field, marked for the live preview inspector. */
export function ModuleTitle({ title, entryId, context }: { title: string | null; entryId: string; context: Pick<PageContext, "editor" | "locale"> }) {
  if (!title) return null;
  return (
    <h2 className={moduleTitle} {...inspectorProps(context, entryId, "title")}>
      {title}
    </h2>
  );
}
