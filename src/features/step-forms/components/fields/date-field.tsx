import { useTranslations } from "next-intl";
import { DateInput } from "@/ui/date-input";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/**
 * A date typed as DD.MM.YYYY through the mask 00.00.0000 (deals.md §5, account.md §5; `ui/date-input`, the birthday's too), in every
 * locale; the placeholder spells that format in the page's language (TT.MM.JJJJ in German).
 */
export function DateField({ field, control, registration }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <DateInput className={styles.input} placeholder={field.placeholder ?? t("datePlaceholder")} {...control} {...registration} />
    </>
  );
}
