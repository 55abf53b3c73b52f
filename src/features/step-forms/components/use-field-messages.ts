import { useCallback, useEffect, useRef, useState } from "react";
import type { FormField, StepFormFields } from "@/cms/types";
import { DISPLAY_FIELD_KINDS, FORM_FILLED_FIELD_KINDS } from "../field-kinds";
import { askedSteps, isFieldDisabled, visibleFields, type FormValues } from "../form-values";
import { checkField, type FieldChecks } from "../validators/field-checks";
import type { FormContextValue } from "../validators/field-validations";
import type { FieldValue } from "../validators/validators";
import { serverFieldIssues, type FieldMessage } from "../field-message";
import type { MessageRef } from "@/features/errors/rules/problem-message";

/** A failed submission's server reason, kept while the field holds the value it was about. */
interface ServerMessage {
  message: FieldMessage;
  value: FieldValue;
}

interface FieldMessagesOptions {
  form: StepFormFields;
  pageValues: Partial<Record<FormContextValue, number>>;
  checks: FieldChecks;
  /** The step on screen, its place among the asked steps. */
  index: number;
  setStepIndex: (index: number) => void;
  touchedFields: Partial<Record<string, unknown>>;
  /** The control's id on the page, to focus a field by. */
  inputIdOf: (name: string) => string;
}

/**
 * A step form's field messages: errors are typed values derived from the current values (the
 * rules content names, or the endpoint's reason while the field holds the value it was about) and
 * show once a field was left or its step was tried; a problem is shown where it is, its step on
 * screen and the field focused.
 */
export function useFieldMessages({ form, pageValues, checks, index, setStepIndex, touchedFields, inputIdOf }: FieldMessagesOptions) {
  const [triedSteps, setTriedSteps] = useState<ReadonlySet<number>>(new Set());
  const [serverMessages, setServerMessages] = useState<Readonly<Record<string, ServerMessage>>>({});
  /** The fields' own errors about the form's state (photos still uploading), by field name. */
  const [manualMessages, setManualMessages] = useState<Readonly<Record<string, MessageRef>>>({});
  /** A field to focus once the step it is on has rendered. */
  const focusAfterRender = useRef<string | null>(null);
  // A field to focus is focused once the render that shows its step and message is committed.
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    document.getElementById(inputIdOf(focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  });

  /** The field's current problem, shown or not. */
  const errorOf = (field: FormField, current: FormValues): FieldMessage | null => {
    if (isFieldDisabled(field, current)) return null;
    const manual = manualMessages[field.name];
    if (manual) return { source: "manual", message: manual };
    const server = serverMessages[field.name];
    if (server && server.value === current[field.name]) return server.message;
    const error = checkField(current[field.name], field.validations, { values: pageValues }, checks);
    return error ? { source: "rule", error } : null;
  };

  /** The message to show under a field: once it was left, or its step was tried. */
  const messageOf = (field: FormField, values: FormValues): FieldMessage | null => {
    // A display field says itself why it is empty (no dates, a failed lookup).
    if (DISPLAY_FIELD_KINDS.has(field.kind)) return null;
    // A manual error is there at once: it says why the form cannot go on now, not what was typed.
    const visible = Boolean(touchedFields[field.name]) || triedSteps.has(index) || Object.hasOwn(manualMessages, field.name);
    return visible ? errorOf(field, values) : null;
  };

  /**
   * Whether the field keeps its step's primary action disabled: it shows an error (deals.md §5
   * "disabled … while any field has errors"), or the form fills it itself and it is still empty
   * (a lookup that found nothing, no dates, the not-drivable notice).
   */
  const blocks = (field: FormField, values: FormValues): boolean =>
    messageOf(field, values) !== null || (FORM_FILLED_FIELD_KINDS.has(field.kind) && errorOf(field, values) !== null);

  /**
   * Sets or clears a field's manual error (deals.md §5 "While uploading, a manual error 'Images are
   * still uploading…' blocks the form"): shown as the field's error, it disables the submit button.
   */
  const setManualError = useCallback(
    (name: string, message: MessageRef | null) =>
      setManualMessages((current) => {
        if (message === null) {
          if (!Object.hasOwn(current, name)) return current;
          const rest = { ...current };
          delete rest[name];
          return rest;
        }
        return current[name]?.key === message.key ? current : { ...current, [name]: message };
      }),
    [],
  );

  const markTried = () => setTriedSteps((tried) => new Set(tried).add(index));

  /** Focuses a field after the render that shows it. */
  const focusLater = (name: string) => {
    focusAfterRender.current = name;
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

  return { errorOf, messageOf, blocks, setManualError, markTried, focusLater, firstProblem, goToField, showServerIssues };
}

export type FieldMessages = ReturnType<typeof useFieldMessages>;
