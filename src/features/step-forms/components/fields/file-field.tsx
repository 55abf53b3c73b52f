import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/** One file; the form keeps the chosen `File` (its name and size are what the validations check). */
export function FileField({ field, control, registration, setValue }: FieldRendererProps) {
  const { name, onBlur, ref } = registration;
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <input
        type="file"
        className={styles.input}
        {...control}
        name={name}
        ref={ref}
        onBlur={onBlur}
        onChange={(event) => setValue(event.target.files?.[0] ?? null)}
      />
    </>
  );
}
