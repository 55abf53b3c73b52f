"use client";

import { useTranslations } from "next-intl";
import type { ChangeEvent } from "react";
import { DateInput } from "@/ui/date-input";
import * as form from "@/ui/form.css";
import type { DriverFormField } from "../rules/driver-form-codes";
import { licenceField, type DriverAddFormView, type LicenceSide } from "./use-driver-add-form.client";
import * as styles from "./drivers.css";

type TextFieldName = "firstname" | "lastname" | "date_of_birth" | "driver_license_issue_date" | "postcode";

/** The ids a field's control names for screen readers: its hint, and its message while it shows one. */
export function describedBy(id: string, field: DriverFormField, message: string | null, hint?: string): string | undefined {
  return [hint, message ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's message, announced as it appears. */
export function FieldError({ id, field, message }: { id: string; field: DriverFormField; message: string | null }) {
  return message ? (
    <p id={`${id}-${field}-error`} className={form.error} role="alert">
      {message}
    </p>
  ) : null;
}

/** A labelled text input (the two dates with the portal's date input), its hint and its message. */
export function DriverTextField({
  view,
  id,
  field,
  label,
  extra = {},
  hint,
}: {
  view: DriverAddFormView;
  id: string;
  field: TextFieldName;
  label: string;
  extra?: object;
  hint?: string;
}) {
  const message = view.shown(field);
  const control = {
    id: `${id}-${field}`,
    className: form.input,
    value: view.draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => view.change(field, event.target.value),
    onBlur: () => view.touch(field),
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy(id, field, message, hint ? `${id}-${field}-hint` : undefined),
    "aria-required": true,
  };
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={`${id}-${field}`}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-${field}-hint`} className={form.help}>
          {hint}
        </p>
      ) : null}
      {field === "date_of_birth" || field === "driver_license_issue_date" ? (
        // The portal's one date input: dots put in as the digits are typed.
        <DateInput {...control} {...extra} />
      ) : (
        <input {...control} {...extra} />
      )}
      <FieldError id={id} field={field} message={message} />
    </div>
  );
}

/** A licence scan: uploads as soon as it is chosen, with its progress; its message once it is up or refused. */
export function LicenceFileField({ view, id, side }: { view: DriverAddFormView; id: string; side: LicenceSide }) {
  const t = useTranslations();
  const field = licenceField(side);
  const slot = view.uploads[side];
  const label = t(side === "front" ? "drivers.form.licenceFront" : "drivers.form.licenceBack");
  const uploading = slot !== null && slot.error === "uploading";
  const message = view.shown(field);
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <p id={`${id}-${field}-hint`} className={form.help}>
        {t("drivers.form.fileHint")}
      </p>
      <input
        id={`${id}-${field}`}
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,.heic,image/jpeg,image/png,application/pdf,image/heic"
        onChange={(event) => void view.chooseFile(side, event.target.files?.[0])}
        aria-invalid={message && !uploading ? true : undefined}
        aria-describedby={describedBy(id, field, message, `${id}-${field}-hint`)}
        aria-required
      />
      {slot && (uploading || slot.key) ? (
        <>
          <progress className={styles.progress} max={1} value={slot.progress} aria-label={label} />
          <p className={form.help} aria-live="polite">
            {slot.key
              ? t("drivers.form.uploaded", { file: slot.name })
              : t("drivers.form.uploading", { file: slot.name, percent: Math.round(slot.progress * 100) })}
          </p>
        </>
      ) : null}
      {uploading ? null : <FieldError id={id} field={field} message={message} />}
    </div>
  );
}
