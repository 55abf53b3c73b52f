"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import * as styles from "./dialog.css";
import { useHydrated } from "./interactive-when-hydrated.client";
import { TrackModal } from "./track-modal.client";
import { CloseIcon } from "./icons";
import { keepOpenForLayersAbove } from "./layers";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  /** Label of the close button, for screen readers (the visible sign is a cross). */
  closeLabel: string;
  trigger?: ReactNode;
  children?: ReactNode;
}

/** A modal dialog: focus trapped, Escape and the close button close it, title announced. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, trigger, children }: DialogProps) {
  // A trigger clicked before its handler exists would do nothing: it waits for hydration, as forms do.
  const hydrated = useHydrated();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <RadixDialog.Trigger asChild disabled={!hydrated}>
          {trigger}
        </RadixDialog.Trigger>
      ) : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...(description ? {} : { "aria-describedby": undefined })}
          onPointerDownOutside={keepOpenForLayersAbove}
          onInteractOutside={keepOpenForLayersAbove}
        >
          <TrackModal title={title} />
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
