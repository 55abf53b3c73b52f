import { startTransition, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { FormField, StepFormFields } from "@/cms/types";
import type { StepFormResultContext, StepFormResultRenderer } from "../result-renderer";
import { askedSteps, isFieldDisabled, mapFormValues, requiredFieldsFilled, stepCaption, visibleFields, type FormValues } from "../form-values";
import type { PreflightRequest } from "../preflight";
import type { FieldChecks } from "../validators/field-checks";
import type { FormContextValue } from "../validators/field-validations";
import type { FieldValue } from "../validators/validators";
import { useFieldMessages } from "./use-field-messages";
import { useStepSubmission } from "./use-step-submission";
import { useSubmitTarget } from "./use-submit-target";

export interface UseStepFormOptions {
  form: StepFormFields;
  /** The endpoint with its template filled in, already on the allow-list. */
  url: string;
  /** A check to make as the form opens (its `preflight`); its answer replaces `url`. */
  preflight?: PreflightRequest;
  /** Sent as `dealId` when not null. */
  dealId: string | null;
  /** Values the page supplies to the form's validations (e.g. the mileage limit). */
  pageValues: Partial<Record<FormContextValue, number>>;
  /** The values the form starts from, by field name (the form's `prefill`). */
  initialValues?: FormValues;
  /** The checks of the validations content names (`field-checks.ts`). */
  checks: FieldChecks;
  /** The view of the form's configured result (`useStepFormResult`). */
  loadResult: () => Promise<StepFormResultRenderer<unknown>>;
  resultContext: StepFormResultContext;
  /** Runs as a failed submission opens the request-error modal (the form's toast goes first, deals.md §8). */
  onRequestError?: () => void;
  /** Runs once the endpoint accepted the form. */
  onSuccess?: () => void;
}

/**
 * The state of a content-configured multi-step form (account.md §4 "Multi-step forms", §5, §7):
 * the values (react-hook-form keeps only values and what was touched) and the step on screen; next
 * advances only when the step's visible fields pass, back returns. The field messages are in
 * `useFieldMessages`, the form's address in `useSubmitTarget`, the submit in `useStepSubmission`.
 */
export function useStepForm({
  form,
  url,
  preflight = null,
  dealId,
  pageValues,
  initialValues,
  checks,
  loadResult,
  resultContext,
  onRequestError,
  onSuccess,
}: UseStepFormOptions) {
  const [stepIndex, setStepIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitTarget = useSubmitTarget(url, preflight, form.submit.method);

  const formId = useId();
  /** The control's id on the page (also the stem of its help and error ids). */
  const inputIdOf = (name: string) => `${formId}-${name}`;

  const { register, watch, getValues, setValue, formState } = useForm<FormValues>({ mode: "onChange", defaultValues: initialValues });
  const values = watch();
  const { touchedFields } = formState;

  // A locked field shows what it sends (`mapFormValues`): deals.md §5 "a disabled calendar clears its
  // value", and an address locked by "same address" shows the contract's again, however it was edited.
  const lockedValueOf = (field: FormField): FieldValue => (field.kind === "date" ? "" : (initialValues?.[field.name] ?? ""));
  const relocked = form.steps
    .flatMap((candidate) => candidate.fields)
    .filter((field) => isFieldDisabled(field, values) && (values[field.name] ?? "") !== lockedValueOf(field))
    .map((field) => field.name)
    .join(" ");
  useEffect(() => {
    for (const field of form.steps.flatMap((candidate) => candidate.fields)) {
      if (relocked.split(" ").includes(field.name)) setValue(field.name, lockedValueOf(field));
    }
    // `relocked` names what to put back; the fields and their starting values do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [relocked, setValue]);

  const steps = askedSteps(form.steps, values);
  const index = Math.min(stepIndex, steps.length - 1);
  const step = steps[index] ?? null;
  const fields = step ? visibleFields(step, values) : [];
  const isLast = index >= steps.length - 1;

  const messages = useFieldMessages({ form, pageValues, checks, index, setStepIndex, touchedFields, inputIdOf });
  const messageOf = (field: FormField) => messages.messageOf(field, values);
  const submission = useStepSubmission({
    form,
    target: submitTarget.target,
    dealId,
    loadResult,
    resultContext,
    onRequestError,
    onSuccess,
    getValues,
    fields,
    messages,
  });

  const next = () => {
    messages.markTried();
    const current = getValues();
    const invalid = fields.find((field) => messages.errorOf(field, current));
    // Focused after the render that marks the step tried.
    if (invalid) return messages.focusLater(invalid.name);
    if (!requiredFieldsFilled(fields, current)) return;
    // A transition: the step stays on screen while the next one's field renderers load (if they have not yet).
    startTransition(() => setStepIndex(index + 1));
    headingRef.current?.focus();
  };

  const back = () => {
    startTransition(() => setStepIndex(Math.max(0, index - 1)));
    headingRef.current?.focus();
  };

  return {
    formId,
    inputIdOf,
    steps,
    step,
    stepIndex: index,
    /** The caption's numbers: the step's place and, once settled, the count (`stepCaption`). */
    caption: stepCaption(form.steps, values, index),
    fields,
    isLast,
    headingRef,
    register,
    /** For controls whose value is not the input's text (a chosen file, an appointment, a looked-up fee). */
    setFieldValue: (name: string, value: FieldValue) => setValue(name, value, { shouldTouch: true, shouldDirty: true }),
    values,
    /** The steps asked before the current one (the overview lists them). */
    stepsBefore: steps.slice(0, index),
    /** The body the form would send now. */
    body: () => mapFormValues(form.steps, getValues(), dealId, form.submit),
    messageOf,
    /**
     * deals.md §5: the primary action is disabled "while uploading or while any field has errors"
     * (photos uploading are the field's manual error), or while a field the form fills itself is
     * empty (`blocks`). Validation "runs on blur": an error is there once its field was left or its
     * step tried, so an empty or half-typed field does not disable the button, and pressing it says
     * what is wrong ("Dies ist ein Pflichtfeld."). A step whose content sets `continueWhenFilled` is
     * also disabled until every required field has a value, where the spec says so (§5 mileage
     * "submit enabled only when a value is entered", §4 "Step 1 is disabled until a package is
     * chosen", schedule service "next is disabled until at least one service is ticked").
     */
    canContinue: !fields.some((field) => messages.blocks(field, values)) && (!step?.continueWhenFilled || requiredFieldsFilled(fields, values)),
    /** A field's own error about the form's state while it lasts (photos uploading), or null to clear it. */
    setManualError: messages.setManualError,
    /** Whether a field is shown locked (its `disabledWhen`). */
    isDisabled: (field: FormField) => isFieldDisabled(field, values),
    next,
    back,
    ...submission,
    /** Whether the form's address is known yet; "failed" opens the preflight's error modal. */
    target: submitTarget.target.state,
    retryPreflight: () => void submitTarget.retry(),
  };
}

export type StepFormState = ReturnType<typeof useStepForm>;
