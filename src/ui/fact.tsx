import type { ReactNode } from "react";
import * as styles from "./status-block.css";

/** One term and value of a status block's details list (inside a `<dl>`). */
export function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
