import { startTransition, useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { FormField, StepFormFields } from "@/cms/types";
import { DISPLAY_FIELD_KINDS } from "../field-kinds";
import type { StepFormResultContext, StepFormResultRenderer } from "../result-renderer";
import { askedSteps, followUpPosts, isFieldDisabled, mapFormValues, stepCaption, visibleFields, type FormValues } from "../form-values";
import { preflightTarget, type PreflightRequest } from "../preflight";
import { checkField, type FieldChecks } from "../validators/field-checks";
import type { FormContextValue } from "../validators/field-validations";
import { required, type FieldValue } from "../validators/validators";
import { revalidateBff } from "@/api/bff-keys";
import { serverFieldIssues, type FieldMessage } from "../field-message";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

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

/** A failed submission's server reason, kept while the field holds the value it was about. */
interface ServerMessage {
  message: FieldMessage;
  value: FieldValue;
}

const MALFORMED = Symbol("malformed answer");

/** Where the form is sent: known, still being asked (the form's preflight), or not to be found out. */
type SubmitTarget = { state: "ready"; url: string } | { state: "checking" } | { state: "failed" };

/**
 * The form's address: `url`, or what its preflight answers. A check without an address to ask, a
 * non-200 or an answer off the allow-list fails (deals.md §5, §8: the error modal with retry).
 */
function useSubmitTarget(url: string, preflight: PreflightRequest, method: StepFormFields["submit"]["method"]) {
  const [target, setTarget] = useState<SubmitTarget>(preflight ? { state: "checking" } : { state: "ready", url });
  const check = useCallback(async () => {
    if (!preflight) return;
    setTarget({ state: "checking" });
    if (preflight.url === null) return setTarget({ state: "failed" });
    try {
      const response = await fetch(preflight.url, { credentials: "same-origin", headers: { accept: "application/json" } });
      const answered = response.ok ? preflightTarget(await response.json().catch(() => null), method) : null;
      setTarget(answered ? { state: "ready", url: answered } : { state: "failed" });
    } catch {
      setTarget({ state: "failed" });
    }
  }, [preflight, method]);
  // Asked once as the form opens; `retry` asks again.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void check();
  }, [check]);
  return { target, retry: check };
}

/**
 * The state of a content-configured multi-step form (account.md §4 "Multi-step forms", §5, §7):
 * next advances only when the step's visible fields pass; back returns; the submit sends the
 * mapped values once per click with an Idempotency-Key; a 422 puts the endpoint's reasons on
 * its fields, any other failure runs the form's error action. Errors are typed values derived
 * from the current values (react-hook-form keeps only values and what was touched) and show
 * once a field was left or its step was tried.
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
  const [triedSteps, setTriedSteps] = useState<ReadonlySet<number>>(new Set());
  const [serverMessages, setServerMessages] = useState<Readonly<Record<string, ServerMessage>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errorDialogOpen, setErrorDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ value: unknown; view: StepFormResultRenderer<unknown> } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  const attempt = useIdempotencyKey();
  /** A field to focus once the step it is on has rendered. */
  const focusAfterRender = useRef<string | null>(null);
  const submitTarget = useSubmitTarget(url, preflight, form.submit.method);

  const formId = useId();
  /** The control's id on the page (also the stem of its help and error ids). */
  const inputIdOf = (name: string) => `${formId}-${name}`;

  const { register, watch, getValues, setValue, formState } = useForm<FormValues>({ mode: "onChange", defaultValues: initialValues });
  const values = watch();
  const { touchedFields } = formState;
  // A field to focus is focused once the render that shows its step and message is committed.
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    document.getElementById(inputIdOf(focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  });

  // deals.md §5 "a disabled calendar clears its value": a date locked by its disabledWhen is emptied.
  const lockedDates = form.steps
    .flatMap((candidate) => candidate.fields)
    .filter((field) => field.kind === "date" && isFieldDisabled(field, values) && values[field.name])
    .map((field) => field.name)
    .join(" ");
  useEffect(() => {
    for (const name of lockedDates.split(" ").filter(Boolean)) setValue(name, "");
  }, [lockedDates, setValue]);

  const steps = askedSteps(form.steps, values);
  const index = Math.min(stepIndex, steps.length - 1);
  const step = steps[index] ?? null;
  const fields = step ? visibleFields(step, values) : [];
  const isLast = index >= steps.length - 1;

  /** The field's current problem, shown or not. */
  const errorOf = (field: FormField, current: FormValues): FieldMessage | null => {
    if (isFieldDisabled(field, current)) return null;
    const server = serverMessages[field.name];
    if (server && server.value === current[field.name]) return server.message;
    const error = checkField(current[field.name], field.validations, { values: pageValues }, checks);
    return error ? { source: "rule", error } : null;
  };

  /** The message to show under a field: once it was left, or its step was tried. */
  const messageOf = (field: FormField): FieldMessage | null => {
    // A display field says itself why it is empty (no dates, a failed lookup).
    if (DISPLAY_FIELD_KINDS.has(field.kind)) return null;
    const visible = Boolean(touchedFields[field.name]) || triedSteps.has(index);
    return visible ? errorOf(field, values) : null;
  };

  const markTried = () => setTriedSteps((tried) => new Set(tried).add(index));

  const next = () => {
    markTried();
    const current = getValues();
    const invalid = fields.find((field) => errorOf(field, current));
    // Focused after the render that marks the step tried.
    if (invalid) return void (focusAfterRender.current = invalid.name);
    if (!requiredFieldsFilled(fields, current)) return;
    // A transition: the step stays on screen while the next one's field renderers load (if they have not yet).
    startTransition(() => setStepIndex(index + 1));
    headingRef.current?.focus();
  };

  const back = () => {
    startTransition(() => setStepIndex(Math.max(0, index - 1)));
    headingRef.current?.focus();
  };

  /** The first field of the visible steps with a problem. */
  const firstProblem = (current: FormValues): FormField | null =>
    askedSteps(form.steps, current)
      .flatMap((candidate) => visibleFields(candidate, current))
      .find((field) => errorOf(field, current)) ?? null;

  /** Shows a field's problem where it is: its step, marked tried, and the field focused once rendered. */
  const goToField = (field: FormField, current: FormValues) => {
    const position = askedSteps(form.steps, current).findIndex((candidate) => visibleFields(candidate, current).includes(field));
    if (position >= 0) {
      setStepIndex(position); // with its tried mark and the focus, in one render (its renderers were loaded as the form opened)
      setTriedSteps((tried) => new Set(tried).add(position));
    }
    focusAfterRender.current = field.name;
  };

  const fail = () => {
    setFailed(true);
    if (form.errorAction === "request-error-modal") {
      onRequestError?.();
      setErrorDialogOpen(true);
    }
    // The modal says it itself, with the form's own texts (no toast before it).
    if (form.errorAction === "save-error-modal") setErrorDialogOpen(true);
  };

  /** Puts a 422's reasons on the fields they name (an earlier step's field is shown there); false when none names one. */
  const showServerIssues = (answer: unknown, current: FormValues): boolean => {
    const issues = serverFieldIssues(answer, form.steps);
    // A reason about a field the customer is not asked for (a skipped step's prefilled value) cannot
    // be put right here: the form's error action runs instead.
    const shown = new Set(askedSteps(form.steps, current).flatMap((step) => visibleFields(step, current)));
    const first = issues.find((issue) => shown.has(issue.field));
    if (!first) return false;
    setServerMessages(Object.fromEntries(issues.map(({ field, message }) => [field.name, { message, value: current[field.name] }])));
    goToField(first.field, current);
    return true;
  };

  const submit = async () => {
    if (inFlight.current) return; // a double click sends once
    const { target } = submitTarget;
    if (target.state !== "ready") return;
    markTried();
    const submitted = getValues();
    const problem = firstProblem(submitted);
    if (problem) return goToField(problem, submitted);
    if (!requiredFieldsFilled(fields, submitted)) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailed(false);
    try {
      // The result's view first: a form whose view cannot load sends nothing (the error action runs).
      const view = await loadResult();
      const body = JSON.stringify(mapFormValues(form.steps, submitted, dealId, form.submit.dealIdKey));
      // One key per content sent: a retry of the same values is the same request to the BFF,
      // changed values are a new one.
      const key = attempt.current(body);
      const response = await fetch(target.url, {
        method: form.submit.method,
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
        credentials: "same-origin",
      });
      const answer: unknown = await response.json().catch(() => MALFORMED);
      if (response.status === 422 && showServerIssues(answer, submitted)) return;
      // An answer that is not JSON is a broken answer, not an empty one: the error action runs.
      if (!response.ok || answer === MALFORMED) return fail();
      const value = view.read(answer, resultContext);
      if (value === null) return fail();
      setOutcome({ value, view });
      onSuccess?.();
      sendFollowUps(followUpPosts(form.steps, submitted), key);
      // What the form changed may be on screen elsewhere: cached reads are read again.
      void revalidateBff();
    } catch {
      fail();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const retry = () => {
    setErrorDialogOpen(false);
    void submit();
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
    body: () => mapFormValues(form.steps, getValues(), dealId, form.submit.dealIdKey),
    messageOf,
    /**
     * deals.md §5: the primary action is enabled only once a value is entered (every required
     * field), and disabled "while any field has errors". Validation "runs on blur": an error is
     * there once its field was left or its step tried, so a value still being typed does not
     * disable the button, and pressing it says what is wrong.
     */
    canContinue: requiredFieldsFilled(fields, values) && !fields.some((field) => messageOf(field) !== null),
    /** Whether a field is shown locked (its `disabledWhen`). */
    isDisabled: (field: FormField) => isFieldDisabled(field, values),
    next,
    back,
    submit,
    submitting,
    failed,
    errorDialogOpen,
    setErrorDialogOpen,
    retry,
    outcome,
    /** Whether the form's address is known yet; "failed" opens the preflight's error modal. */
    target: submitTarget.target.state,
    retryPreflight: () => void submitTarget.retry(),
  };
}

export type StepFormState = ReturnType<typeof useStepForm>;

/**
 * What goes on its own after the form was accepted (a return's reason comment). The main change
 * stands whether these arrive or not, so a failure is logged, not shown; each carries a key
 * derived from the form's, so a retried submission does not post a comment twice.
 */
function sendFollowUps(posts: { url: string; body: Record<string, unknown> }[], formKey: string) {
  posts.forEach(({ url, body }, index) => {
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `${formKey}-${index + 1}` },
      body: JSON.stringify(body),
      credentials: "same-origin",
    })
      .then((response) => (response.ok ? undefined : console.warn(`${url} answered ${response.status}`)))
      .catch((error: unknown) => console.warn(`${url} failed`, error));
  });
}

function requiredFieldsFilled(fields: readonly FormField[], values: FormValues): boolean {
  return fields
    .filter((field) => field.validations.some((validation) => validation.rule === "required") && !isFieldDisabled(field, values))
    .every((field) => required(values[field.name]) === null);
}
