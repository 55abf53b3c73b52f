"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { StepFormFields } from "@/cms/types";
import { stepFormResult, type StepFormResultRegistry, type StepFormResultRenderer } from "../result-renderer";
import { Banner } from "@/ui/banner";
import { Dialog } from "@/ui/dialog.lazy.client";
import { button } from "@/ui/recipes.css";
import { useModalClose } from "@/ui/modal-close.client";

/**
 * The result views of step forms, by the name content gives in a form's `result`. The engine
 * knows only its built-in messages; features provide the others and the app passes them in
 * (`app/[locale]/step-form-results.client.tsx`), so the engine imports no other feature's views.
 */
const StepFormResults = createContext<StepFormResultRegistry>({});

export function StepFormResultsProvider({ results, children }: { results: StepFormResultRegistry; children: ReactNode }) {
  return <StepFormResults.Provider value={results}>{children}</StepFormResults.Provider>;
}

/** The result "message": the form's success title and text from content. */
export const messageResult = stepFormResult<true>({
  read: () => true,
  Result: function MessageResult({ context }) {
    const t = useTranslations("stepForms");
    const { form } = context;
    return (
      <Banner tone="success" title={form.successTitle ?? t("successTitle")}>
        {form.successText ? <p>{form.successText}</p> : null}
      </Banner>
    );
  },
});

/**
 * The result "success-modal": the request-success modal of deals.md §2 with the form's success
 * title and text (a private customer's service request, §6: "a confirmation page instead of a
 * modal" for business customers; a damage report, §4 "success … opens the success modal");
 * closed, the message stays on the page. A form in a content modal already stands in one: the
 * message takes the form's place there, with no dialog over the dialog.
 */
export const successModalResult = stepFormResult<true>({
  read: () => true,
  Result: function SuccessModalResult(props) {
    const t = useTranslations("stepForms");
    const [open, setOpen] = useState(true);
    const close = useModalClose();
    const { form } = props.context;
    // In a content modal the message ends with the modal's OK, as the success modal does (review:
    // only the X closed it).
    if (close)
      return (
        <>
          <messageResult.Result {...props} />
          <button type="button" className={button.primary} onClick={close}>
            {t("ok")}
          </button>
        </>
      );
    return (
      <>
        <messageResult.Result {...props} />
        <Dialog open={open} onOpenChange={setOpen} title={form.successTitle ?? t("successTitle")} closeLabel={t("close")}>
          {form.successText ? <p>{form.successText}</p> : null}
          <button type="button" className={button.primary} onClick={() => setOpen(false)}>
            {t("ok")}
          </button>
        </Dialog>
      </>
    );
  },
});

/**
 * The result "close-modal": the modal around the form closes (the page renders again, showing what
 * changed) and the form's `successToast` stays on the page; outside a modal, the message.
 */
export const closeModalResult = stepFormResult<true>({
  read: () => true,
  Result: function CloseModalResult(props) {
    const close = useModalClose();
    useEffect(() => close?.(), [close]);
    return close ? null : <messageResult.Result {...props} />;
  },
});

/**
 * Loads the view for a form's configured result, starting as the form opens so that it is there
 * by the time the form is sent (the bundler loads each view's code once). One nobody provides
 * falls back to the message, with a warning.
 */
export function useStepFormResult(name: StepFormFields["result"]): () => Promise<StepFormResultRenderer<unknown>> {
  const results = useContext(StepFormResults);
  const load = name === "message" || name === "close-modal" || name === "success-modal" ? undefined : results[name];
  const loadResult = useMemo(() => {
    if (name === "message") return () => Promise.resolve(messageResult);
    if (name === "close-modal") return () => Promise.resolve(closeModalResult);
    if (name === "success-modal") return () => Promise.resolve(successModalResult);
    if (load) return load;
    return () => {
      console.warn(`Step form result "${name}" has no view; showing the success message instead`);
      return Promise.resolve(messageResult);
    };
  }, [name, load]);
  useEffect(() => {
    if (load) void load().catch(() => undefined);
  }, [load]);
  return loadResult;
}
