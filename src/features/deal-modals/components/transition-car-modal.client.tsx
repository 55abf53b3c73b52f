"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import type { DealModalProps } from "./deal-modal-host.client";

/** Shown for a car arriving as a bridging vehicle (deals.md section 2). */
export function TransitionCarModal({ onClose, audience }: DealModalProps) {
  const t = useTranslations();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("dealModals.transitionCarTitle", { audience })}
      description={t("dealModals.transitionCarText", { audience })}
      closeLabel={t("dialog.close")}
    >
      <button type="button" className={button.primary} onClick={onClose}>
        {t("dealModals.transitionCarAccept")}
      </button>
    </Dialog>
  );
}
