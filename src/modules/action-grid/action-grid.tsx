import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { isModuleVisible } from "@/cms/visibility";
import { moduleSection, moduleTitle } from "@/modules/module.css";
import { Cta } from "@/modules/cta/cta";
import * as styles from "./action-grid.css";

/**
 * The subscription action grid (deals.md §2): CTA tiles in 1 to 3 columns. Each action shows only
 * when its own visibility rules hold for the page's deal; with none left the grid renders nothing.
 */
export function ActionGrid({ entry, context }: ModuleProps<"actionGrid">) {
  const { title, columns, actions } = entry.fields;
  const visible = actions.filter((action) => isModuleVisible(action.visibility, context.deal, context));
  if (visible.length === 0) return null;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      {title ? (
        <h2 className={moduleTitle} {...inspectorProps(context, entry.id, "title")}>
          {title}
        </h2>
      ) : null}
      <ul className={`${styles.grid} ${styles.columns[columns]}`} data-columns={columns}>
        {visible.map((action) => (
          <li key={action.id} className={styles.tile}>
            <Cta entry={action} context={context} />
          </li>
        ))}
      </ul>
    </section>
  );
}
