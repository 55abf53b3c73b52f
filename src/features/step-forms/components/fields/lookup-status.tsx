import { useTranslations } from "next-intl";
import { button } from "@/ui/recipes.css";
import * as styles from "../step-form.css";
import type { FieldLookupState } from "./use-field-lookup";

/** While a field's lookup loads, or after it failed (with a retry); nothing once it answered. */
export function LookupStatus({ lookup, loadingText }: { lookup: FieldLookupState; loadingText: string }) {
  const t = useTranslations("stepForms");
  if (lookup.loading) {
    return (
      <p className={styles.help} role="status">
        {loadingText}
      </p>
    );
  }
  if (!lookup.failed) return null;
  return (
    <p className={styles.error} role="alert">
      {t("lookupFailed")}{" "}
      <button type="button" className={button.tertiary} onClick={lookup.retry}>
        {t("retry")}
      </button>
    </p>
  );
}
