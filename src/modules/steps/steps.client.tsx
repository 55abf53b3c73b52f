"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FormField, StepFormFields } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import { RequestErrorDialog } from "@/features/errors/components/request-error-dialog.client";
import { issueMessage } from "@/features/errors/rules/problem-message";
import { MileageReportResult } from "@/features/mileage/components/mileage-report-result.client";
import { mileageReportOutcome, type MileageReport, type MileageReportOutcome } from "@/features/mileage/rules/mileage-report-outcome";
import { mapFormValues, visibleFields, visibleSteps, type FormValues } from "@/features/step-forms/form-values";
import { maskGermanDate } from "@/features/step-forms/rules/date-mask";
import { validateField, type FormContextValue } from "@/features/step-forms/validators/field-validations";
import type { FieldValue, ValidationError } from "@/features/step-forms/validators/validators";
import { now } from "@/lib/clock";
import { Banner } from "@/ui/banner";
import { button } from "@/ui/recipes.css";
import * as styles from "./steps.css";

export interface StepFormProps {
  form: StepFormFields;
  /** The endpoint with its template filled in, already on the allow-list. */
  url: string;
  /** Sent as `dealId` when not null. */
  dealId: string | null;
  pageValues: Partial<Record<FormContextValue, number>>;
  deal: Deal | null;
  audience: "b2c" | "b2b";
}

const MALFORMED = Symbol("malformed answer");

type Outcome = { kind: "message" } | { kind: "mileage"; outcome: Exclude<MileageReportOutcome, { kind: "error" }>; report: MileageReport };

/** A server-side issue (422) is worded from its code when it arrives; a client rule keeps its message key. */
type FieldMessage = ValidationError | { key: "server"; text: string };

/**
 * A content-configured multi-step form (account.md §4 "Multi-step forms", §5, §7): next
 * advances only when the step's visible fields pass; back returns; the caption reads "{n} von
 * {total}". Validation runs on change; errors show once a field is touched or a step was tried.
 */
export function StepForm({ form, url, dealId, pageValues, deal, audience }: StepFormProps) {
  const t = useTranslations();
  const formId = useId();
  const [stepIndex, setStepIndex] = useState(0);
  const [triedSteps, setTriedSteps] = useState<ReadonlySet<number>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errorDialogOpen, setErrorDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  /** A field to focus once the step it is on has rendered. */
  const focusAfterRender = useRef<string | null>(null);

  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values) => {
      const errors: FieldErrors<FormValues> = {};
      const context = { now: now(), values: pageValues };
      for (const step of visibleSteps(form.steps, values)) {
        for (const field of visibleFields(step, values)) {
          const error = validateField(values[field.name], field.validations, context);
          if (error) errors[field.name] = { type: error.key, message: JSON.stringify(error) };
        }
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [form.steps, pageValues],
  );

  const { register, handleSubmit, trigger, watch, setValue, setError, setFocus, formState } = useForm<FormValues>({ mode: "onChange", resolver });
  const values = watch();
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    setFocus(focusAfterRender.current);
    focusAfterRender.current = null;
  });
  const steps = visibleSteps(form.steps, values);
  const current = steps[Math.min(stepIndex, steps.length - 1)];
  if (!current) return null;
  const isLast = stepIndex >= steps.length - 1;
  const fields = visibleFields(current, values);

  const shownError = (field: FormField): FieldMessage | null => {
    const error = formState.errors[field.name];
    const visible = formState.touchedFields[field.name] || formState.isSubmitted || triedSteps.has(stepIndex);
    return error?.message && visible ? (JSON.parse(error.message) as FieldMessage) : null;
  };

  const focusFirstError = async () => {
    const invalid = fields.find((field) => formState.errors[field.name]) ?? fields[0];
    if (invalid) setFocus(invalid.name);
  };

  const next = async () => {
    setTriedSteps((tried) => new Set(tried).add(stepIndex));
    if (!(await trigger(fields.map((field) => field.name)))) return void focusFirstError();
    setStepIndex((index) => index + 1);
    headingRef.current?.focus();
  };

  const back = () => {
    setStepIndex((index) => Math.max(0, index - 1));
    headingRef.current?.focus();
  };

  const submit = handleSubmit(async (submitted) => {
    if (inFlight.current) return; // a double click sends once
    inFlight.current = true;
    setSubmitting(true);
    setFailed(false);
    try {
      const body = JSON.stringify(mapFormValues(form.steps, submitted, dealId));
      // One key per content sent: a retry of the same values is the same request to the BFF
      // (issue 5 "Idempotency"), changed values are a new one.
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      const response = await fetch(url, {
        method: form.submit.method,
        headers: { "content-type": "application/json", "idempotency-key": attempt.current.key },
        body,
        credentials: "same-origin",
      });
      const data: unknown = await response.json().catch(() => MALFORMED);
      if (response.status === 422 && showServerIssues(data)) return;
      // An answer that is not JSON is a broken answer, not an empty one: the error action runs.
      if (!response.ok || data === MALFORMED) return fail();
      if (form.result === "mileage-report-outcome" && deal) {
        const report = (data ?? {}) as MileageReport;
        const result = mileageReportOutcome(deal, report);
        // deals.md §4: a zero excess, or a missing one with other data, opens the error modal.
        if (result.kind === "error") return fail();
        setOutcome({ kind: "mileage", outcome: result, report });
      } else {
        setOutcome({ kind: "message" });
      }
    } catch {
      fail();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, focusFirstError);

  function fail() {
    setFailed(true);
    if (form.errorAction === "request-error-modal") setErrorDialogOpen(true);
  }

  /** Puts the BFF's reasons on the fields they name; false when none names a field of the form. */
  function showServerIssues(data: unknown): boolean {
    const issues = (data as { issues?: { path: string }[] } | null)?.issues ?? [];
    const named = issues.flatMap((issue) => {
      const field = form.steps.flatMap((step) => step.fields).find((candidate) => (candidate.mapTo ?? candidate.name) === issue.path);
      const { key, values } = issueMessage(issue);
      return field ? [{ field, text: t(key, { audience, ...values }) }] : [];
    });
    const first = named[0];
    if (!first) return false;
    // The field may be on an earlier step: go back to it, so the reason shows where it applies.
    const stepOfField = visibleSteps(form.steps, watch()).findIndex((step) => step.fields.includes(first.field));
    if (stepOfField >= 0) setStepIndex(stepOfField);
    named.forEach(({ field, text }) => setError(field.name, { type: "server", message: JSON.stringify({ key: "server", text }) }));
    focusAfterRender.current = first.field.name;
    return true;
  }

  if (outcome?.kind === "mileage" && deal) {
    return <MileageReportResult outcome={outcome.outcome} report={outcome.report} dealId={deal.id} audience={audience} />;
  }
  if (outcome?.kind === "message") {
    return (
      <Banner tone="success" title={form.successTitle ?? t("stepForms.successTitle")}>
        {form.successText ? <p>{form.successText}</p> : null}
      </Banner>
    );
  }

  const messageOf = (message: FieldMessage) => (message.key === "server" ? message.text : t(`validation.${message.key}`, { audience, ...message.values }));

  return (
    <section className={styles.form} aria-labelledby={`${formId}-title`}>
      {form.title ? (
        <h2 id={`${formId}-title`} className={styles.title}>
          {form.title}
        </h2>
      ) : null}
      <form onSubmit={isLast ? submit : (event) => (event.preventDefault(), void next())} noValidate>
        <p className={styles.caption} aria-live="polite">
          {t("stepForms.caption", { n: stepIndex + 1, total: steps.length })}
        </p>
        <h3 ref={headingRef} tabIndex={-1} className={styles.stepTitle} id={form.title ? undefined : `${formId}-title`}>
          {current.title}
        </h3>
        {fields.map((field) => {
          const inputId = `${formId}-${field.name}`;
          const error = shownError(field);
          const describedBy = [field.helpText ? `${inputId}-help` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
          const common = { id: inputId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
          return (
            <div key={field.id} className={styles.field}>
              {field.kind === "checkbox" ? (
                <label className={styles.checkbox}>
                  <input type="checkbox" {...common} {...register(field.name)} /> {field.label}
                </label>
              ) : (
                <>
                  <label htmlFor={inputId} className={styles.label}>
                    {field.label}
                  </label>
                  <FieldInput field={field} common={common} register={register} setValue={setValue} />
                </>
              )}
              {field.helpText ? (
                <p id={`${inputId}-help`} className={styles.help}>
                  {field.helpText}
                </p>
              ) : null}
              {error ? (
                <p id={`${inputId}-error`} className={styles.error} role="alert">
                  {messageOf(error)}
                </p>
              ) : null}
            </div>
          );
        })}
        {failed ? (
          <p className={styles.error} role="alert">
            {form.errorMessage ?? t("stepForms.failed")}
          </p>
        ) : null}
        <div className={styles.actions}>
          {stepIndex > 0 ? (
            <button type="button" className={button.secondary} onClick={back}>
              {t("stepForms.back")}
            </button>
          ) : null}
          {isLast ? (
            <button type="submit" className={button.primary} disabled={submitting || !requiredFieldsFilled(fields, values)} aria-busy={submitting}>
              {submitting ? t("stepForms.sending") : form.submit.text}
            </button>
          ) : (
            <button type="submit" className={button.primary}>
              {t("stepForms.next")}
            </button>
          )}
        </div>
      </form>
      <RequestErrorDialog open={errorDialogOpen} onOpenChange={setErrorDialogOpen} audience={audience} onRetry={() => (setErrorDialogOpen(false), void submit())} />
    </section>
  );
}

/** deals.md §5: the mileage submit is enabled only once a value is entered; so for every required field. */
function requiredFieldsFilled(fields: readonly FormField[], values: FormValues): boolean {
  return fields
    .filter((field) => field.validations.some((validation) => validation.rule === "required"))
    .every((field) => values[field.name] !== undefined && values[field.name] !== null && values[field.name] !== "" && values[field.name] !== false);
}

interface FieldInputProps {
  field: FormField;
  common: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };
  register: ReturnType<typeof useForm<FormValues>>["register"];
  setValue: ReturnType<typeof useForm<FormValues>>["setValue"];
}

const INPUT_MODES: Partial<Record<FormField["kind"], "numeric" | "tel">> = { number: "numeric", postcode: "numeric", date: "numeric", phone: "tel" };
const AUTOCOMPLETE: Partial<Record<FormField["kind"], string>> = { phone: "tel", postcode: "postal-code" };

function FieldInput({ field, common, register, setValue }: FieldInputProps) {
  const t = useTranslations("stepForms");
  if (field.kind === "select") {
    return (
      <select className={styles.input} {...common} {...register(field.name)} defaultValue="">
        <option value="" disabled>
          {field.placeholder ?? t("choose")}
        </option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === "file") {
    const { name, onBlur, ref } = register(field.name);
    return (
      <input
        type="file"
        className={styles.input}
        {...common}
        name={name}
        ref={ref}
        onBlur={onBlur}
        onChange={(event) => setValue(field.name, (event.target.files?.[0] ?? null) as FieldValue, { shouldValidate: true, shouldTouch: true, shouldDirty: true })}
      />
    );
  }
  const registered = register(field.name);
  return (
    <input
      type="text"
      className={styles.input}
      inputMode={INPUT_MODES[field.kind]}
      autoComplete={AUTOCOMPLETE[field.kind] ?? "off"}
      placeholder={field.placeholder ?? (field.kind === "date" ? "TT.MM.JJJJ" : undefined)}
      maxLength={field.kind === "date" ? 10 : undefined}
      {...common}
      {...registered}
      onChange={(event) => {
        if (field.kind === "date") event.target.value = maskGermanDate(event.target.value);
        return registered.onChange(event);
      }}
    />
  );
}
