import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/**
 * Several of the field's options (deals.md §2 schedule service "choose services"): a group of
 * boxes whose value is the list of the ticked options' values, in the options' order.
 */
export function CheckboxesField({ field, control, setValue, form }: FieldRendererProps) {
  const current = form.values[field.name];
  const ticked = new Set(Array.isArray(current) ? (current as readonly string[]) : []);
  const toggle = (value: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(value);
    else next.delete(value);
    setValue(field.options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <fieldset
      className={styles.group}
      aria-invalid={control["aria-invalid"]}
      aria-describedby={control["aria-describedby"]}
      id={control.id}
      tabIndex={-1}
    >
      <legend className={styles.label}>{field.label}</legend>
      {field.options.map((option) => (
        <label key={option.value} className={styles.checkbox}>
          <input
            type="checkbox"
            value={option.value}
            checked={ticked.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />{" "}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
