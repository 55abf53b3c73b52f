"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { loadPortalPage } from "@/lib/navigate";
import { BASE_PATH } from "@/lib/paths";
import { SUPPORT_PHONE } from "@/lib/support";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import * as styles from "./data-load-error-dialog.css";

export interface RetryOrLeaveDialogProps {
  open: boolean;
  onRetry: () => void;
  /** Where "Abbrechen" (and closing the dialog) leads: a portal path without the base path. */
  leaveTo: string;
  audience?: Audience;
}

/**
 * What a flow needs before its first step could not be loaded (deals.md §8: the no-deal error
 * modal, and the schedule service without a car_id or a 200): "Nochmal versuchen" asks again,
 * "Abbrechen" leaves for the page the flow started from, where closing the dialog leads too.
 */
export function RetryOrLeaveDialog({ open, onRetry, leaveTo, audience = "b2c" }: RetryOrLeaveDialogProps) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && loadPortalPage(leaveTo)}
      title={t("errors.requestTitle")}
      description={t("errors.requestText", { phone: SUPPORT_PHONE, audience })}
      closeLabel={t("dialog.close")}
    >
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={onRetry}>
          {t("errors.retry")}
        </button>
        <a className={button.secondary} href={`${BASE_PATH}${leaveTo}`}>
          {t("errors.cancel")}
        </a>
      </div>
    </Dialog>
  );
}
