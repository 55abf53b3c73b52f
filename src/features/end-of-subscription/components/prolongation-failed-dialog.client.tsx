"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { SUPPORT_PHONE } from "@/lib/support";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import type { ProlongationFlowView } from "./use-prolongation-flow.client";

/** Codes of §7's refusals this form words itself; any other failure is the unexpected error of §8. */
const WORDED_CODES: Readonly<Record<string, string>> = {
  prolongation_not_offered: "problems.notOffered",
  prolongation_option_not_offered: "problems.optionNotOffered",
};

/** The "Verlängerung fehlgeschlagen" modal (§8) with a retry of the same order. */
export function ProlongationFailedDialog({ view, audience }: { view: ProlongationFlowView; audience: Audience }) {
  const t = useTranslations("prolongation");
  const { failure } = view;
  return (
    <Dialog
      open={view.failureOpen}
      onOpenChange={view.setFailureOpen}
      title={t("failedTitle")}
      description={
        failure?.code && WORDED_CODES[failure.code]
          ? t(WORDED_CODES[failure.code]!, { audience })
          : t("failedText", { audience, phone: SUPPORT_PHONE })
      }
      closeLabel={t("close")}
    >
      <div className={form.actions}>
        <button type="button" className={button.primary} onClick={view.retry}>
          {t("retry")}
        </button>
        <DialogClose className={button.tertiary}>{t("close")}</DialogClose>
      </div>
    </Dialog>
  );
}
