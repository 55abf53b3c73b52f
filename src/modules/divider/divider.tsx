import type { ModuleProps } from "@/cms/module-props";
import * as styles from "./divider.css";
import type { dividerContract } from "./divider.contract";

export function Divider({ entry }: ModuleProps<typeof dividerContract>) {
  return <hr className={styles.divider[entry.fields.spacing]} />;
}
