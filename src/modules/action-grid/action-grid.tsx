import type { ModuleProps } from "@/cms/module-props";
import { isModuleVisible } from "@/cms/visibility";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import { Cta } from "@/modules/cta/cta";
import * as styles from "./action-grid.css";
import type { actionGridContract } from "./action-grid.contract";

/**
 * The subscription action grid (deals.md §2): CTA tiles in 1 to 3 columns. Each action shows only
 * when its own visibility rules hold for the page's deal; with none left the grid renders nothing.
 */
export function ActionGrid({ entry, context }: ModuleProps<typeof actionGridContract>) {
  const { title, columns, actions } = entry.fields;
  const visible = actions.filter((action) => isModuleVisible(action.visibility, context.deal, context));
  if (visible.length === 0) return null;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
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
