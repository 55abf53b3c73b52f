import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/** "+49 89 1234 5670" → "tel:+498912345670". */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/**
 * A notice inside a step, never sent: its label, and the numbers its options name as tel: links
 * (value: the number, label: what it is for). Required, it blocks its step: a car that cannot be
 * driven is reported by phone, so the step offers the emergency numbers and no way on (deals.md §4).
 */
export function InfoField({ field, control }: FieldRendererProps) {
  return (
    <div role="note" aria-labelledby={control.id} className={styles.notice}>
      <p id={control.id} className={styles.label}>
        {field.label}
      </p>
      {field.options.length > 0 ? (
        <ul>
          {field.options.map((option) => (
            <li key={option.value}>
              {option.label}: <a href={telHref(option.value)}>{option.value}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
