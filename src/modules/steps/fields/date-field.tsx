import { useTranslations } from "next-intl";
import { maskGermanDate } from "@/features/step-forms/rules/date-mask";
import * as styles from "../steps.css";
import type { FieldRendererProps } from "./field-renderer";

/**
 * A date typed as DD.MM.YYYY through the mask 00.00.0000 (deals.md §5, account.md §5), in every
 * locale; the placeholder spells that format in the page's language (TT.MM.JJJJ in German).
 */
export function DateField({ field, control, registration }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <input
        type="text"
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        placeholder={field.placeholder ?? t("datePlaceholder")}
        maxLength={10}
        {...control}
        {...registration}
        onChange={(event) => {
          event.target.value = maskGermanDate(event.target.value);
          return registration.onChange(event);
        }}
      />
    </>
  );
}
