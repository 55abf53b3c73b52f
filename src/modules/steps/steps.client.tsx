"use client";

import { useTranslations } from "next-intl";
import type { StepFormFields } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import { RequestErrorDialog } from "@/ui/errors/request-error-dialog.client";
import type { FormContextValue } from "@/features/step-forms/validators/field-validations";
import type { Audience } from "@/lib/audience";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast";
import { StepField } from "./fields/step-field";
import { useStepFormResult } from "./step-form-results";
import * as styles from "./steps.css";
import { useStepForm } from "./use-step-form";

export interface StepFormProps {
  form: StepFormFields;
  /** The endpoint with its template filled in, already on the allow-list. */
  url: string;
  /** Sent as `dealId` when not null. */
  dealId: string | null;
  pageValues: Partial<Record<FormContextValue, number>>;
  deal: Deal | null;
  audience: Audience;
}

/**
 * A content-configured multi-step form: the caption reads "{n} von {total}", a field renderer per
 * kind, the result view content configured, and on failure the error action content chose — the
 * request-error modal after an error toast (deals.md §8), or a message above the buttons.
 */
export function StepForm({ form, url, dealId, pageValues, deal, audience }: StepFormProps) {
  const t = useTranslations();
  const toasts = useToasts();
  const failureText = form.errorMessage ?? t("stepForms.failed");
  const resultContext = { form, deal, audience };
  const result = useStepFormResult(form.result);
  const state = useStepForm({ form, url, dealId, pageValues, result, resultContext, onRequestError: () => toasts.show("error", failureText) });
  const { step, outcome, formId } = state;

  if (outcome) return <result.Result value={outcome.value} context={resultContext} />;
  if (!step) return null;

  return (
    <>
      <section className={styles.form} aria-labelledby={`${formId}-title`}>
        {form.title ? (
          <h2 id={`${formId}-title`} className={styles.title}>
            {form.title}
          </h2>
        ) : null}
        <form onSubmit={(event) => (event.preventDefault(), state.isLast ? void state.submit() : state.next())} noValidate>
          <p className={styles.caption} aria-live="polite">
            {t("stepForms.caption", { n: state.stepIndex + 1, total: state.steps.length })}
          </p>
          <h3 ref={state.headingRef} tabIndex={-1} className={styles.stepTitle} id={form.title ? undefined : `${formId}-title`}>
            {step.title}
          </h3>
          {state.fields.map((field) => (
            <StepField
              key={field.id}
              field={field}
              inputId={state.inputIdOf(field.name)}
              registration={state.register(field.name)}
              setValue={(value) => state.setFieldValue(field.name, value)}
              message={state.messageOf(field)}
              audience={audience}
            />
          ))}
          {state.failed ? (
            // With the modal the toast has said it already; this stays as a reminder once both are gone.
            <p className={styles.error} role={form.errorAction === "message" ? "alert" : undefined}>
              {failureText}
            </p>
          ) : null}
          {/*
            A press keeps the focus where it is: leaving a field would show its error and push the
            buttons down under the pointer before the click lands, and the click would be lost.
          */}
          <div className={styles.actions} onMouseDown={(event) => event.preventDefault()}>
            {state.stepIndex > 0 ? (
              <button type="button" className={button.secondary} onClick={state.back}>
                {t("stepForms.back")}
              </button>
            ) : null}
            {state.isLast ? (
              <button type="submit" className={button.primary} disabled={state.submitting || !state.canContinue} aria-busy={state.submitting}>
                {state.submitting ? t("stepForms.sending") : form.submit.text}
              </button>
            ) : (
              <button type="submit" className={button.primary} disabled={!state.canContinue}>
                {t("stepForms.next")}
              </button>
            )}
          </div>
        </form>
        <RequestErrorDialog open={state.errorDialogOpen} onOpenChange={state.setErrorDialogOpen} audience={audience} onRetry={state.retry} />
      </section>
      <ToastViewport toasts={toasts.toasts} onDismiss={toasts.dismiss} closeLabel={t("dialog.close")} />
    </>
  );
}
