"use client";

import { button } from "@/ui/recipes.css";
import { useModalClose } from "@/ui/modal-close.client";
import * as styles from "./account-deletion.css";

/** A button that only closes the content modal around it (account.md §8 "Delete-account error modal with a CTA that only closes it"). */
export function ModalDismissButton({ label }: { label: string }) {
  const close = useModalClose();
  if (!close) return null;
  return (
    <div className={styles.actions}>
      <button type="button" className={button.primary} onClick={close}>
        {label}
      </button>
    </div>
  );
}
