import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { formatMoney } from "@/lib/money";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";
import { LookupStatus } from "./lookup-status";
import { useFieldLookup, type FieldLookupState } from "./use-field-lookup";

/**
 * Keeps a display field's value in step with its lookup: "available" once the lookup answered
 * with what it requires, empty otherwise, so a required display field blocks its step.
 */
function useAvailability(lookup: FieldLookupState, value: unknown, setValue: FieldRendererProps["setValue"], filled: string | null) {
  const next = lookup.available && filled !== null ? filled : "";
  useEffect(() => {
    if ((value ?? "") !== next) setValue(next);
  }, [value, next, setValue]);
}

interface LookedUpAddress {
  street: string;
  house_number: string;
  zip: string;
  city: string;
}

function isAddress(value: unknown): value is LookedUpAddress {
  if (value === null || typeof value !== "object") return false;
  const { street, house_number, zip, city } = value as Record<string, unknown>;
  return [street, house_number, zip, city].every((part) => typeof part === "string");
}

/** An address the form looked up (deals.md §2 "fixed compound address for self return"); blocked without what it requires. */
export function AddressInfoField({ field, control, setValue, form }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  const lookup = useFieldLookup(field.lookup, form);
  const address = isAddress(lookup.data) ? lookup.data : null;
  useAvailability(lookup, form.values[field.name], setValue, address ? "available" : null);
  const answered = !lookup.loading && !lookup.failed && lookup.data !== undefined;
  return (
    <>
      <p id={control.id} className={styles.label}>
        {field.label}
      </p>
      <LookupStatus lookup={lookup} loadingText={t("loading")} />
      {address ? (
        <address className={styles.address} aria-labelledby={control.id}>
          <span>
            {address.street} {address.house_number}
          </span>
          <br />
          <span>
            {address.zip} {address.city}
          </span>
        </address>
      ) : null}
      {answered && !lookup.available ? (
        <p className={styles.error} role="alert">
          {t("noDates")}
        </p>
      ) : null}
    </>
  );
}

/**
 * An amount the form looked up, e.g. the fee of the change (deals.md §7 return-change-fee), shown
 * in the page's currency format; nothing to pay reads "kostenlos"; business prices exclude VAT (§6).
 */
export function AmountField({ field, control, setValue, form }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  const lookup = useFieldLookup(field.lookup, form);
  const amount = typeof lookup.data === "number" && Number.isFinite(lookup.data) ? lookup.data : null;
  useAvailability(lookup, form.values[field.name], setValue, amount === null ? null : String(amount));
  return (
    <div className={styles.amount}>
      <span id={control.id} className={styles.label}>
        {field.label}
      </span>
      <LookupStatus lookup={lookup} loadingText={t("calculating")} />
      {amount !== null ? (
        <span aria-labelledby={control.id}>
          {amount === 0 ? t("free") : form.audience === "b2b" ? t("amountNet", { amount: formatMoney(amount) }) : formatMoney(amount)}
        </span>
      ) : null}
    </div>
  );
}
