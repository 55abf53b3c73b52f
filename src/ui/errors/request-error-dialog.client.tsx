"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from "@/lib/support";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import * as styles from "./data-load-error-dialog.css";

export interface RequestErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown as a retry button when given; what was typed stays in the form. */
  onRetry?: () => void;
  /** B2B customers are addressed with "Sie" (deals.md §6). */
  audience?: Audience;
  /** A form's own title and text instead of the generic apology (deals.md §8 mileage upgrade error modal). */
  title?: string | undefined;
  description?: string | undefined;
}

/** The generic request-error modal (deals.md §8, account.md §8): an apology and the support phone. */
export function RequestErrorDialog({ open, onOpenChange, onRetry, audience = "b2c", title, description }: RequestErrorDialogProps) {
  const t = useTranslations();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t("errors.requestTitle")}
      description={description ?? t("errors.requestText", { phone: SUPPORT_PHONE, audience })}
      closeLabel={t("dialog.close")}
    >
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={button.primary} onClick={onRetry}>
            {t("errors.retry")}
          </button>
        ) : null}
        <a className={button.secondary} href={SUPPORT_PHONE_HREF}>
          {t("errors.callSupport")}
        </a>
        <DialogClose className={button.tertiary}>{t("errors.cancel")}</DialogClose>
      </div>
    </Dialog>
  );
}
