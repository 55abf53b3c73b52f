import { useLocale, useTranslations } from "next-intl";
import type { FormField } from "@/cms/types";
import type { Locale } from "@/i18n/locales";
import { formatNumber, parseWholeNumber } from "@/lib/numbers";
import { DISPLAY_FIELD_KINDS } from "../../field-kinds";
import { visibleFields } from "../../form-values";
import { appointmentParts, formatAppointment, formatAppointmentDay } from "../../rules/appointment-value";
import type { AvailableDate } from "@/features/appointments/rules/available-dates";
import { useFieldLookup } from "./use-field-lookup";
import type { FieldValue } from "../../validators/validators";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

/** The overview step (deals.md §2 "overview"): what the customer entered in the steps before, label by label. */
export function SummaryField({ field, control, form }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  const locale = useLocale();
  const rows = form.stepsBefore.flatMap((step) =>
    visibleFields(step, form.values)
      .filter((shown) => !DISPLAY_FIELD_KINDS.has(shown.kind))
      .map((shown) => ({ field: shown, text: displayValue(shown, form.values[shown.name], locale, t) })),
  );
  return (
    <>
      <p id={control.id} className={styles.label}>
        {field.label}
      </p>
      <dl className={styles.summary} aria-labelledby={control.id}>
        {rows.map(({ field: shown, text }) => (
          <div key={shown.id} className={styles.summaryRow}>
            <dt>{overviewLabel(shown.label)}</dt>
            <dd>{shown.kind === "appointment" && shown.lookup ? <AppointmentText field={shown} text={text} form={form} /> : text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * A field's label as its overview row names it: without the "(optional)" the form step asks with
 * (review: "Warum gibst du dein Auto zurück? (optional)" stood in the overview). The marker reads
 * the same in every locale of the portal.
 */
export function overviewLabel(label: string): string {
  return label.replace(/\s*\(optional\)\s*$/i, "");
}

function displayValue(
  field: FormField,
  value: FieldValue,
  locale: string,
  t: (key: "yes" | "no" | "notGiven" | "photoCount", values?: { count: number }) => string,
): string {
  if (value === undefined || value === null || value === "") return t("notGiven");
  if (typeof value === "boolean") return value ? t("yes") : t("no");
  if (Array.isArray(value)) {
    if (field.kind !== "checkboxes") return t("photoCount", { count: value.length });
    return (value as readonly string[]).map((chosen) => field.options.find((option) => option.value === chosen)?.label ?? chosen).join(", ");
  }
  if (typeof value === "object") return (value as { name: string }).name;
  const text = String(value);
  if (field.kind === "select") return field.options.find((option) => option.value === text)?.label ?? text;
  if (field.kind === "appointment") return formatAppointment(text, locale) ?? text;
  // A number as the page writes numbers ("15000" → "15.000"); what is no whole number as typed.
  const number = field.kind === "number" ? parseWholeNumber(text) : null;
  if (number !== null && Number.isFinite(number)) return formatNumber(number, locale as Locale);
  return text;
}

/**
 * An appointment as the customer chose it: its day and the slot's window ("Montag, 28.12.2026,
 * 09:00-10:00"), read from the same lookup its step showed (the overview said "09:00" where the
 * step and the deal page say "09:00-10:00"); the start time while the window is not known.
 */
function AppointmentText({ field, text, form }: { field: FormField; text: string; form: FieldRendererProps["form"] }) {
  const locale = useLocale();
  const lookup = useFieldLookup(field.lookup, form);
  const value = form.values[field.name];
  const parts = typeof value === "string" ? appointmentParts(value) : null;
  if (!parts) return text;
  const dates = Array.isArray(lookup.data) ? (lookup.data as AvailableDate[]) : [];
  const slot = dates.find((date) => date.date === parts.day)?.available_slots.find((offered) => offered.value === parts.time);
  return slot ? `${formatAppointmentDay(parts.day, locale)}, ${slot.formatted_time}` : text;
}
