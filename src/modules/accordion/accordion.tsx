import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
// Embedded entries render as modules; the cycle with the registry is resolved at render time.
import { RichText } from "../rich-text/rich-text";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import * as styles from "./accordion.css";
import type { accordionContract } from "./accordion.contract";

/** Native disclosure widgets: keyboard and screen-reader support without client JavaScript. */
export function Accordion({ entry, context, renderModule }: ModuleProps<typeof accordionContract>) {
  const { title, items } = entry.fields;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.summary} {...inspectorProps(context, item.id, "title")}>
            {item.title}
            <span className={styles.marker} aria-hidden="true">
              +
            </span>
          </summary>
          <div className={styles.body} {...inspectorProps(context, item.id, "body")}>
            <RichText document={item.body} context={context} renderModule={renderModule} />
          </div>
        </details>
      ))}
    </section>
  );
}
