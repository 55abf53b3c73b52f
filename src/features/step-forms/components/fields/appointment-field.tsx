import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { berlinIso, slotOnDay, type AvailableDate } from "@/features/appointments/rules/available-dates";
import { appointmentParts, formatAppointmentDay } from "../../rules/appointment-value";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";
import { LookupStatus } from "./lookup-status";
import { useFieldLookup } from "./use-field-lookup";

/**
 * A date and a time slot among the dates the field's lookup offers (deals.md §3 "Available
 * dates", §5 "Calendar" and "Date-slot"): only offered dates can be chosen; a value on a day no
 * longer offered resets to the first date; a time the chosen day lacks falls back to its first
 * slot. The value is the Berlin-time ISO instant the payload carries (§5 "Edit-return sends the
 * preferred date as Berlin-time ISO"). Without dates the field says so and stays empty, which
 * blocks its step (§2 "no availabilities → the step is blocked").
 */
export function AppointmentField({ field, control, setValue, form }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  const locale = useLocale();
  const lookup = useFieldLookup(field.lookup, form);
  const dates = Array.isArray(lookup.data) ? (lookup.data as AvailableDate[]) : [];
  const answered = !lookup.loading && !lookup.failed && lookup.data !== undefined;
  const raw = form.values[field.name];
  const current = typeof raw === "string" && raw !== "" ? appointmentParts(raw) : null;
  const chosen = current ? dates.find((date) => date.date === current.day) : undefined;

  useEffect(() => {
    if (!answered) return;
    const first = dates[0];
    if (!first) return void (raw ? setValue("") : undefined);
    if (chosen && current && chosen.available_slots.some((slot) => slot.value === current.time)) return;
    const day = chosen ?? first;
    const slot = slotOnDay(dates, day.date, current?.time ?? null);
    if (slot) setValue(berlinIso(day.date, slot.value));
  });

  const choose = (day: string, time: string | null) => {
    const slot = slotOnDay(dates, day, time);
    if (slot) setValue(berlinIso(day, slot.value));
  };
  const slotId = `${control.id}-slot`;
  const day = chosen ?? dates[0];

  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <LookupStatus lookup={lookup} loadingText={t("loadingDates")} />
      {answered && dates.length === 0 ? (
        <p className={styles.error} role="alert">
          {t("noDates")}
        </p>
      ) : null}
      {dates.length > 0 && day ? (
        <>
          <select className={styles.input} {...control} value={day.date} onChange={(event) => choose(event.target.value, current?.time ?? null)}>
            {dates.map((date) => (
              <option key={date.date} value={date.date}>
                {formatAppointmentDay(date.date, locale)}
              </option>
            ))}
          </select>
          <label htmlFor={slotId} className={styles.label}>
            {t("timeSlot")}
          </label>
          <select
            id={slotId}
            className={styles.input}
            value={current?.time ?? day.available_slots[0]?.value}
            onChange={(event) => choose(day.date, event.target.value)}
          >
            {day.available_slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.formatted_time}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </>
  );
}
