import { useTranslations } from "next-intl";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/** One of the field's options; nothing is chosen until the customer chooses. */
export function SelectField({ field, control, registration }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <select className={styles.input} {...control} {...registration} defaultValue="">
        <option value="" disabled>
          {field.placeholder ?? t("choose")}
        </option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
