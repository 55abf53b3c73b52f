"use client";

import { parseGermanDay } from "@/lib/german-day";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { inBerlin } from "@/lib/clock";
import { formatMoney } from "@/lib/money";
import { paths } from "@/lib/paths";
import { SUPPORT_PHONE } from "@/lib/support";
import { conditionsLink } from "@/ui/conditions-link";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { postDriver, uploadLicence } from "../api/driver-requests";
import {
  driverFacts,
  driverIssues,
  EXTRA_DRIVER_FEE_EUR,
  hasExtraDriverFee,
  licenceFileIssue,
  type DriverDraft,
  type DriverField,
} from "../rules/driver-rules";
import { DRIVER_RELATIONSHIP_TYPES, type Driver } from "../types";
import * as styles from "./drivers.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { DateInput } from "@/ui/date-input";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

type Side = "front" | "back";
type FieldName = DriverField | "dl_front_key" | "dl_back_key";

interface UploadSlot {
  name: string;
  progress: number;
  key: string | null;
  /** A message key of `drivers.problems` ("uploading" while it travels: a submit waits for it), or null. */
  error: string | null;
}

const EMPTY: DriverDraft = {
  relationship_type: "",
  firstname: "",
  lastname: "",
  date_of_birth: "",
  driver_license_issue_date: "",
  postcode: "",
  agreed_to_terms: false,
  confirmed_truthful_data: false,
};

/** Field messages: the §8 codes and the form's own under `drivers.problems`, "required" the shared one. */
function messageKey(code: string): string {
  return code === "required" ? "validation.required" : `drivers.problems.${code}`;
}

/** The codes a licence slot or the BFF may name; each has its message (`driver-form-messages.test.ts`). */
export const KNOWN_CODES = new Set([
  "required",
  "date_invalid",
  "date_in_future",
  "postcode_invalid",
  "licence_before_birth",
  "dob_age_limits_exceeded",
  "dob_young_driver_criteria_unmet",
  "agree_to_terms_invalid",
  "truthful_data_invalid",
  "file_too_large",
  "file_type_not_accepted",
  "file_invalid",
  "file_active_content",
]);

/**
 * The add-driver form (account.md §3 Driver, §5 Driver, §7, §8): validation runs on every change
 * with the rules the BFF runs; a field shows its message once touched or after a submit (§5
 * "Shared form rules"). The licence scans upload as soon as they are chosen, each with a progress
 * bar; the extra-fee banner shows for a young, senior or new driver. Success opens the driver-added
 * modal (active or pending); a refusal the driver-error modal with the §8 text.
 */
export function DriverAddForm({ locale, audience, listHref, nowIso }: { locale: Locale; audience: Audience; listHref: string; nowIso: string }) {
  const t = useTranslations();
  // The portal's clock as the server read it (PORTAL_NOW may pin it), so the form and the BFF agree on ages.
  const now = useMemo(() => () => inBerlin(nowIso), [nowIso]);
  const id = useId();
  const [draft, setDraft] = useState<DriverDraft>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [uploads, setUploads] = useState<Record<Side, UploadSlot | null>>({ front: null, back: null });
  const [serverIssues, setServerIssues] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<Driver | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const formRef = useRef<HTMLFormElement>(null);

  const issues = useMemo(() => {
    const byField: Partial<Record<FieldName, string>> = {};
    for (const issue of driverIssues(draft, now())) byField[issue.path] ??= issue.code;
    for (const side of ["front", "back"] as const) {
      const slot = uploads[side];
      const field = side === "front" ? "dl_front_key" : "dl_back_key";
      if (!slot) byField[field] = "required";
      else if (slot.error) byField[field] = slot.error;
    }
    return byField;
  }, [draft, uploads, now]);

  const shown = (field: FieldName): string | null => {
    const code = serverIssues[field] ?? ((touched.has(field) || submitted) && issues[field]) ?? null;
    return code ? t(messageKey(code), { audience, phone: SUPPORT_PHONE }) : null;
  };

  const fee = useMemo(() => {
    const birth = parseGermanDay(draft.date_of_birth);
    const issued = parseGermanDay(draft.driver_license_issue_date);
    return birth && issued && !issues.date_of_birth && !issues.driver_license_issue_date
      ? hasExtraDriverFee(driverFacts(birth, issued, now()))
      : false;
  }, [draft.date_of_birth, draft.driver_license_issue_date, issues.date_of_birth, issues.driver_license_issue_date, now]);

  const change = <K extends keyof DriverDraft>(field: K, value: DriverDraft[K]) => {
    idempotencyKey.renew(); // another driver than the one a lost answer may have added
    setDraft((current) => ({ ...current, [field]: value }));
    setServerIssues(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: FieldName) => setTouched((current) => new Set(current).add(field));

  const chooseFile = async (side: Side, file: File | undefined) => {
    const field = side === "front" ? "dl_front_key" : "dl_back_key";
    touch(field);
    setServerIssues(({ [field]: _dropped, ...rest }) => rest);
    idempotencyKey.renew();
    if (!file) {
      setUploads((current) => ({ ...current, [side]: null }));
      return;
    }
    const refused = licenceFileIssue({ name: file.name, size: file.size });
    if (refused) {
      setUploads((current) => ({ ...current, [side]: { name: file.name, progress: 0, key: null, error: refused } }));
      return;
    }
    const update = (slot: Partial<UploadSlot>) =>
      setUploads((current) => (current[side]?.name === file.name ? { ...current, [side]: { ...current[side], ...slot } } : current));
    setUploads((current) => ({ ...current, [side]: { name: file.name, progress: 0, key: null, error: "uploading" } }));
    const result = await uploadLicence(file, (fraction) => update({ progress: fraction }));
    if ("key" in result) update({ key: result.key, error: null, progress: 1 });
    else update({ error: result.code && KNOWN_CODES.has(result.code) ? result.code : "upload_failed", progress: 0 });
  };

  const submit = async () => {
    setSubmitted(true);
    const open = Object.keys(issues);
    if (open.length > 0) {
      // Focus the first field with a message (keyboard and screen-reader users land on it).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    const front = uploads.front?.key;
    const back = uploads.back?.key;
    if (!front || !back) return;
    setSending(true);
    const { data, status } = await postDriver(
      {
        type: "secondary",
        ...draft,
        firstname: draft.firstname.trim(),
        lastname: draft.lastname.trim(),
        date_of_birth: parseGermanDay(draft.date_of_birth)!,
        driver_license_issue_date: parseGermanDay(draft.driver_license_issue_date)!,
        dl_front_key: front,
        dl_back_key: back,
      },
      idempotencyKey.current(),
    );
    setSending(false);
    if (status === 200 && data) {
      setAdded(data);
      return;
    }
    const answer = (data ?? {}) as { code?: unknown; issues?: unknown };
    if (status === 422 && Array.isArray(answer.issues)) {
      const byField: Partial<Record<FieldName, string>> = {};
      for (const issue of answer.issues as { path?: unknown; code?: unknown }[]) {
        if (typeof issue.path === "string" && typeof issue.code === "string") {
          byField[issue.path as FieldName] = KNOWN_CODES.has(issue.code) ? issue.code : "required";
        }
      }
      setServerIssues(byField);
      // §8: the codes that are about the driver as a whole also open the driver-error modal.
      const modalCode = Object.values(byField).find((code) => code === "dob_age_limits_exceeded" || code === "dob_young_driver_criteria_unmet");
      if (modalCode) setFailure(t(messageKey(modalCode), { audience }));
      return;
    }
    if (status === 409 && answer.code === "driver_already_exists") {
      setFailure(t("drivers.problems.driver_already_exists"));
      return;
    }
    setFailure(t("drivers.problems.default", { audience, phone: SUPPORT_PHONE }));
  };

  const describedBy = (field: FieldName, hint?: string) =>
    [hint, shown(field) ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const errorOf = (field: FieldName) => {
    const message = shown(field);
    return message ? (
      <p id={`${id}-${field}-error`} className={form.error} role="alert">
        {message}
      </p>
    ) : null;
  };
  const controlOf = (field: "firstname" | "lastname" | "date_of_birth" | "driver_license_issue_date" | "postcode", hint: string | undefined) => ({
    id: `${id}-${field}`,
    className: form.input,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => touch(field),
    "aria-invalid": shown(field) ? true : undefined,
    "aria-describedby": describedBy(field, hint ? `${id}-${field}-hint` : undefined),
    "aria-required": true,
  });
  const textField = (
    field: "firstname" | "lastname" | "date_of_birth" | "driver_license_issue_date" | "postcode",
    label: string,
    extra: object = {},
    hint?: string,
  ) => (
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
        <DateInput {...controlOf(field, hint)} {...extra} />
      ) : (
        <input {...controlOf(field, hint)} {...extra} />
      )}
      {errorOf(field)}
    </div>
  );
  const fileField = (side: Side) => {
    const field = side === "front" ? "dl_front_key" : "dl_back_key";
    const slot = uploads[side];
    const label = t(side === "front" ? "drivers.form.licenceFront" : "drivers.form.licenceBack");
    const uploading = slot !== null && slot.error === "uploading";
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
          onChange={(event) => void chooseFile(side, event.target.files?.[0])}
          aria-invalid={shown(field) && !uploading ? true : undefined}
          aria-describedby={describedBy(field, `${id}-${field}-hint`)}
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
        {uploading ? null : errorOf(field)}
      </div>
    );
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void submit();
        }}
      >
        <InteractiveWhenHydrated>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-relationship_type`}>
              {t("drivers.form.relationship")}
            </label>
            <select
              id={`${id}-relationship_type`}
              className={form.input}
              value={draft.relationship_type}
              onChange={(event) => {
                change("relationship_type", event.target.value);
                touch("relationship_type");
              }}
              onBlur={() => touch("relationship_type")}
              aria-invalid={shown("relationship_type") ? true : undefined}
              aria-describedby={describedBy("relationship_type")}
              aria-required
            >
              <option value="">{t("drivers.form.choose")}</option>
              {DRIVER_RELATIONSHIP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`drivers.relationships.${type}`)}
                </option>
              ))}
            </select>
            {errorOf("relationship_type")}
          </div>
          {textField("firstname", t("drivers.form.firstname"), { autoComplete: "off", maxLength: 100 })}
          {textField("lastname", t("drivers.form.lastname"), { autoComplete: "off", maxLength: 100 })}
          {textField(
            "date_of_birth",
            t("drivers.form.dateOfBirth"),
            { inputMode: "numeric", placeholder: t("drivers.form.datePlaceholder"), maxLength: 10 },
            t("drivers.form.dateHint"),
          )}
          {textField(
            "driver_license_issue_date",
            t("drivers.form.licenceIssueDate"),
            { inputMode: "numeric", placeholder: t("drivers.form.datePlaceholder"), maxLength: 10 },
            t("drivers.form.dateHint"),
          )}
          {fee ? (
            <section className={styles.banner} role="note" aria-label={t("drivers.form.feeTitle")}>
              <strong>{t("drivers.form.feeTitle")}</strong>
              <p>{t("drivers.form.feeText", { audience, fee: formatMoney(EXTRA_DRIVER_FEE_EUR, locale) })}</p>
            </section>
          ) : null}
          <p className={form.help}>{t("drivers.form.licenceRequirement")}</p>
          {fileField("front")}
          {fileField("back")}
          {textField("postcode", t("drivers.form.postcode"), { inputMode: "numeric", autoComplete: "postal-code", maxLength: 5 })}
          {(["agreed_to_terms", "confirmed_truthful_data"] as const).map((field) => (
            <div key={field} className={form.field}>
              <label className={form.checkbox}>
                <input
                  type="checkbox"
                  checked={draft[field]}
                  onChange={(event) => {
                    change(field, event.target.checked);
                    touch(field);
                  }}
                  aria-invalid={shown(field) ? true : undefined}
                  aria-describedby={describedBy(field)}
                  aria-required
                />
                <span>
                  {field === "agreed_to_terms"
                    ? t.rich("drivers.form.agreeToTerms", { audience, conditions: conditionsLink(paths.terms(locale)) })
                    : t("drivers.form.confirmTruthful", { audience })}
                </span>
              </label>
              {errorOf(field)}
            </div>
          ))}
          <div className={form.actions}>
            <button type="submit" className={button.primary} disabled={sending} aria-busy={sending}>
              {sending ? t("drivers.form.sending") : t("drivers.form.submit")}
            </button>
            <Link href={listHref} className={button.tertiary}>
              {t("drivers.form.back")}
            </Link>
          </div>
        </InteractiveWhenHydrated>
      </form>

      <Dialog
        open={added !== null}
        onOpenChange={() => undefined}
        title={added?.status === "pending" ? t("drivers.added.pendingTitle") : t("drivers.added.activeTitle")}
        description={
          added
            ? t(added.status === "pending" ? "drivers.added.pendingText" : "drivers.added.activeText", {
                name: `${added.firstname} ${added.lastname}`,
                audience,
              })
            : undefined
        }
        closeLabel={t("drivers.close")}
      >
        <div className={form.actions}>
          <Link href={listHref} className={button.primary}>
            {t("drivers.added.toList")}
          </Link>
        </div>
      </Dialog>

      <Dialog
        open={failure !== null}
        onOpenChange={(open) => (open ? undefined : setFailure(null))}
        title={t("drivers.errorTitle")}
        description={failure ?? undefined}
        closeLabel={t("drivers.close")}
      >
        <div className={form.actions}>
          <DialogClose className={button.primary}>{t("drivers.close")}</DialogClose>
        </div>
      </Dialog>
    </>
  );
}
