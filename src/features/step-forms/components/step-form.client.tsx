"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import type { StepFormFields } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import type { PreflightRequest } from "../preflight";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { RequestErrorDialog } from "@/ui/errors/request-error-dialog.lazy.client";
import { RetryOrLeaveDialog } from "@/ui/errors/retry-or-leave-dialog.lazy.client";
import type { FormValues } from "../form-values";
import type { FormContextValue } from "../validators/field-validations";
import type { Audience } from "@/lib/audience";
import { button } from "@/ui/recipes.css";
import { useModalTitle } from "@/ui/modal-close.client";
import { usePageToasts } from "@/ui/page-toasts.client";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { preloadFieldRenderers, useFieldRenderers } from "./fields/field-renderers";
import { StepField } from "./fields/step-field";
import { useStepFormResult } from "./step-form-results.client";
import * as styles from "./step-form.css";
import { useFieldChecks } from "./use-field-checks";
import { useStepForm } from "./use-step-form";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { subheadingOf, type TitleTag } from "@/kernel/feature-props";

export interface StepFormProps {
  form: StepFormFields;
  /** The endpoint with its template filled in, already on the allow-list. */
  url: string;
  /** A check the form makes as it opens; its answer replaces `url` (`features/step-forms/preflight.ts`). */
  preflight?: PreflightRequest;
  /** Sent as `dealId` when not null. */
  dealId: string | null;
  pageValues: Partial<Record<FormContextValue, number>>;
  /** The values the form starts from (its `prefill`), by field name. */
  initialValues?: FormValues;
  deal: Deal | null;
  audience: Audience;
  /** The title's heading: `h1` where it is the page's title (`cms/page-heading.ts`). */
  titleTag?: TitleTag;
}

/**
 * A content-configured multi-step form: the caption reads "Schritt {n} von {total}", a field renderer per
 * kind, the result view content configured, and on failure the error action content chose — the
 * request-error modal after an error toast (deals.md §8), or a message above the buttons.
 */
export function StepForm(props: StepFormProps) {
  // The checks the content names arrive first, in a component of their own: the form's hooks then
  // run in one piece once they are there. A form that suspended for them between its hooks threw an
  // uncaught Error (next-intl's context not found) as the return modal opened on load.
  const checks = useFieldChecks(props.form);
  return <LoadedStepForm {...props} checks={checks} />;
}

function LoadedStepForm({
  form,
  url,
  preflight,
  dealId,
  pageValues,
  initialValues,
  deal,
  audience,
  titleTag: Title = "h2",
  checks,
}: StepFormProps & { checks: ReturnType<typeof useFieldChecks> }) {
  // Each step's title one level under the form's (an h1 where the form names the page).
  const StepTitle = subheadingOf(Title);
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toasts = useToasts();
  // A form whose modal closes on success says so on the page, which outlives the modal.
  const pageToasts = usePageToasts();
  const showSuccess = (form.result === "close-modal" ? pageToasts : null) ?? toasts.show;
  const failureText = form.errorMessage ?? t("stepForms.failed");
  const resultContext = { form, deal, audience };
  const loadResult = useStepFormResult(form.result);
  const state = useStepForm({
    form,
    url,
    preflight,
    dealId,
    pageValues,
    initialValues,
    checks,
    loadResult,
    resultContext,
    onRequestError: () => toasts.show("error", failureText),
    onSuccess: () => {
      // A retry that went through takes back the failure's toast: the form tells one story.
      toasts.dismissTone("error");
      if (form.successToast) showSuccess("success", form.successToast);
    },
  });
  const { step, outcome, formId } = state;
  // In a modal of the same title the dialog's heading names the form ("Schaden
  // melden" twice); the section keeps the name for assistive technology.
  const modalTitle = useModalTitle();
  const repeatsModalTitle = Boolean(form.title) && form.title === modalTitle;
  const inDialog = modalTitle !== null;
  // Every step's renderers as the form opens: the next step's calendar is there when it is reached.
  // A failed load is left to the field that needs it (it asks again as it renders).
  useEffect(() => void preloadFieldRenderers(form.steps.flatMap((each) => each.fields.map((field) => field.kind))).catch(() => undefined), [form]);
  useFieldRenderers(state.fields.map((field) => field.kind));
  const toastViewport = (
    <ToastViewport toasts={toasts.toasts} onDismiss={toasts.dismiss} closeLabel={t("dialog.close")} placement={inDialog ? "inline" : "floating"} />
  );

  if (outcome) {
    return (
      <>
        {inDialog ? toastViewport : null}
        <outcome.view.Result value={outcome.value} context={resultContext} />
        {inDialog ? null : toastViewport}
      </>
    );
  }
  if (!step) return null;
  const formView = {
    values: state.values,
    stepsBefore: state.stepsBefore,
    body: state.body,
    audience,
    setValueOf: state.setFieldValue,
    dealId,
    notify: toasts.show,
    withdrawErrors: () => toasts.dismissTone("error"),
    setManualError: state.setManualError,
  };

  return (
    <>
      {inDialog ? toastViewport : null}
      <section
        className={styles.form}
        aria-labelledby={repeatsModalTitle ? undefined : `${formId}-title`}
        aria-label={repeatsModalTitle ? (form.title ?? undefined) : undefined}
      >
        {form.title && !repeatsModalTitle ? (
          <Title id={`${formId}-title`} className={styles.title}>
            {form.title}
          </Title>
        ) : null}
        <form onSubmit={(event) => (event.preventDefault(), state.isLast ? void state.submit() : state.next())} noValidate>
          <InteractiveWhenHydrated>
            {/* A form of one step has no way through to count ("Schritt 1 von 1", review round 13). */}
            {state.caption.total > 1 ? (
              <p className={styles.caption} aria-live="polite">
                {t("stepForms.caption", { n: state.caption.n, total: state.caption.total })}
              </p>
            ) : null}
            <StepTitle
              ref={state.headingRef}
              tabIndex={-1}
              className={styles.stepTitle}
              id={form.title && !repeatsModalTitle ? undefined : `${formId}-title`}
            >
              {step.title}
            </StepTitle>
            {state.fields.map((field) => (
              <StepField
                key={field.id}
                field={field}
                inputId={state.inputIdOf(field.name)}
                registration={state.register(field.name)}
                setValue={(value) => state.setFieldValue(field.name, value)}
                message={state.messageOf(field)}
                audience={audience}
                form={formView}
                disabled={state.isDisabled(field)}
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
                <button
                  type="submit"
                  className={button.primary}
                  disabled={state.submitting || !state.canContinue || state.target !== "ready"}
                  aria-busy={state.submitting || state.target === "checking"}
                >
                  {state.submitting ? t("stepForms.sending") : form.submit.text}
                </button>
              ) : (
                <button type="submit" className={button.primary} disabled={!state.canContinue}>
                  {t("stepForms.next")}
                </button>
              )}
            </div>
          </InteractiveWhenHydrated>
        </form>
        {/* The failure modals load when they open: most forms never show one. */}
        {state.errorDialogOpen && form.errorAction === "retry-or-leave" ? (
          <RetryOrLeaveDialog open onRetry={state.retry} leaveTo={deal ? paths.deal(locale, deal.id) : paths.mycars(locale)} audience={audience} />
        ) : state.errorDialogOpen ? (
          <RequestErrorDialog
            open
            onOpenChange={state.setErrorDialogOpen}
            audience={audience}
            onRetry={state.retry}
            {...(form.errorAction === "save-error-modal" ? { title: form.errorTitle ?? undefined, description: form.errorMessage ?? undefined } : {})}
          />
        ) : null}
        {state.target === "failed" ? (
          <RetryOrLeaveDialog
            open
            onRetry={state.retryPreflight}
            leaveTo={deal ? paths.deal(locale, deal.id) : paths.mycars(locale)}
            audience={audience}
          />
        ) : null}
      </section>
      {inDialog ? null : toastViewport}
    </>
  );
}
