import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import * as styles from "./emergency-call-block.css";
import type { emergencyCallBlockContract } from "./emergency-call-block.contract";

/** Support numbers come from content (deals.md section 1); `tel:` links dial on phones. */
export function EmergencyCallBlock({ entry, context }: ModuleProps<typeof emergencyCallBlockContract>) {
  const { title, description, numbers } = entry.fields;
  return (
    <section className={`${moduleSection} ${styles.block}`} aria-label={title}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
      {description ? <p {...inspectorProps(context, entry.id, "description")}>{description}</p> : null}
      <ul className={styles.list}>
        {numbers.map((entryNumber) => (
          <li key={entryNumber.id}>
            <span className={styles.label}>{entryNumber.label}</span>
            <a className={styles.number} href={`tel:${entryNumber.phoneNumber.replace(/[^\d+]/g, "")}`}>
              {entryNumber.phoneNumber}
            </a>
            {entryNumber.hours ? <span className={styles.hours}>{entryNumber.hours}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
