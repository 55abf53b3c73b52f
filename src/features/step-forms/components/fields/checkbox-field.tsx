import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/** A confirmation: the box inside its label. */
export function CheckboxField({ field, control, registration }: FieldRendererProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...control} {...registration} /> {field.label}
    </label>
  );
}
