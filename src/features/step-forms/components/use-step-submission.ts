import { useRef, useState } from "react";
import type { FormField, StepFormFields } from "@/cms/types";
import { revalidateBff } from "@/api/bff-keys";
import { useIdempotencyKey } from "@/api/use-idempotency-key";
import { followUpPosts, mapFormValues, requiredFieldsFilled, type FormValues } from "../form-values";
import type { StepFormResultContext, StepFormResultRenderer } from "../result-renderer";
import type { FieldMessages } from "./use-field-messages";
import type { SubmitTarget } from "./use-submit-target";
import { sendFollowUps } from "./send-follow-ups";
import { signInIfSessionEnded } from "@/api/session-ended";

const MALFORMED = Symbol("malformed answer");

interface StepSubmissionOptions {
  form: StepFormFields;
  target: SubmitTarget;
  dealId: string | null;
  loadResult: () => Promise<StepFormResultRenderer<unknown>>;
  resultContext: StepFormResultContext;
  onRequestError?: () => void;
  onSuccess?: () => void;
  getValues: () => FormValues;
  /** The visible fields of the step on screen. */
  fields: readonly FormField[];
  messages: FieldMessages;
}

/**
 * The submit of a step form: the mapped values once per click with an Idempotency-Key (one per
 * content sent); a 422 puts the endpoint's reasons on its fields, any other failure runs the form's
 * error action; success shows the configured result's view and sends the follow-ups.
 */
export function useStepSubmission({
  form,
  target,
  dealId,
  loadResult,
  resultContext,
  onRequestError,
  onSuccess,
  getValues,
  fields,
  messages,
}: StepSubmissionOptions) {
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errorDialogOpen, setErrorDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ value: unknown; view: StepFormResultRenderer<unknown> } | null>(null);
  const inFlight = useRef(false);
  const attempt = useIdempotencyKey();

  const fail = () => {
    setFailed(true);
    if (form.errorAction === "request-error-modal" || form.errorAction === "retry-or-leave") {
      onRequestError?.();
      setErrorDialogOpen(true);
    }
    // The modal says it itself, with the form's own texts (no toast before it).
    if (form.errorAction === "save-error-modal") setErrorDialogOpen(true);
  };

  const submit = async () => {
    if (inFlight.current) return; // a double click sends once
    if (target.state !== "ready") return;
    messages.markTried();
    const submitted = getValues();
    const problem = messages.firstProblem(submitted);
    if (problem) return messages.goToField(problem, submitted);
    if (!requiredFieldsFilled(fields, submitted)) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailed(false);
    try {
      // The result's view first: a form whose view cannot load sends nothing (the error action runs).
      const view = await loadResult();
      const body = JSON.stringify(mapFormValues(form.steps, submitted, dealId, form.submit));
      // One key per content sent: a retry of the same values is the same request to the BFF,
      // changed values are a new one.
      const key = attempt.current(body);
      const response = await fetch(target.url, {
        method: form.submit.method,
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
        credentials: "same-origin",
      });
      // The session ended meanwhile: to the sign-in and back (the page is being left).
      if (signInIfSessionEnded(form.submit.method, target.url, response.status)) return await new Promise<never>(() => {});
      const answer: unknown = await response.json().catch(() => MALFORMED);
      if (response.status === 422 && messages.showServerIssues(answer, submitted)) return;
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

  return { submit, submitting, failed, errorDialogOpen, setErrorDialogOpen, retry, outcome };
}
