import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { TEXT_BLOCK_VISIBILITY_THRESHOLD } from "@/lib/analytics/timing";
import { TrackWhenVisible } from "@/ui/track-when-visible.client";
// Embedded entries render as modules; the cycle with the registry is resolved at render time.
import { RichText } from "../rich-text/rich-text";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import type { textblockContract } from "./textblock.contract";

export function Textblock({ entry, context, renderModule }: ModuleProps<typeof textblockContract>) {
  const { title, body } = entry.fields;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
      {/* deals.md §7 "text block shown": once, when any of it is on screen (after consent). */}
      <TrackWhenVisible event="Text Block Shown" properties={{ entryId: entry.id }} threshold={TEXT_BLOCK_VISIBILITY_THRESHOLD} />
      <div {...inspectorProps(context, entry.id, "body")}>
        <RichText document={body} context={context} renderModule={renderModule} />
      </div>
    </section>
  );
}
