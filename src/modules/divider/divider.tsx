import type { ModuleProps } from "@/cms/module-props";
import * as styles from "./divider.css";

export function Divider({ entry }: ModuleProps<"divider">) {
  return <hr className={styles.divider[entry.fields.spacing]} />;
}
