"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import * as styles from "./toast.css";
import { CloseIcon } from "./icons";

export type ToastTone = "error" | "success";

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

/** Long enough to read two lines; paused while the pointer or focus is on the toast. */
export const TOAST_DURATION_MS = 8_000;

/** The toasts of one part of the page: `show` adds one, each leaves after its time or when closed. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastId = useRef(0);
  const show = useCallback((tone: ToastTone, text: string) => {
    const id = ++lastId.current;
    // The same message again (a retry that failed as well) replaces the first instead of stacking a
    // twin under it (review round 12); its new id announces it again and restarts its time.
    setToasts((list) => [...list.filter((toast) => toast.tone !== tone || toast.text !== text), { id, tone, text }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  /** Takes back every toast of a tone: a failure the retry has since made good. */
  const dismissTone = useCallback((tone: ToastTone) => setToasts((list) => list.filter((toast) => toast.tone !== tone)), []);
  return { toasts, show, dismiss, dismissTone };
}

export interface ToastViewportProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** The close button's name for screen readers (the visible sign is a cross). */
  closeLabel: string;
  durationMs?: number;
  /**
   * "inline" in a dialog: the toasts take their place at the top of it instead of floating over the
   * page, where a fixed box inside the dialog covered its own form.
   */
  placement?: "floating" | "inline";
}

/**
 * Where toasts appear: two live regions that stay mounted, so a toast added later is announced
 * (errors assertively, others politely). They carry `aria-live` themselves, which keeps them
 * audible while a modal dialog hides the rest of the page from screen readers.
 */
export function ToastViewport({ toasts, onDismiss, closeLabel, durationMs = TOAST_DURATION_MS, placement = "floating" }: ToastViewportProps) {
  const item = (toast: Toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={closeLabel} durationMs={durationMs} />;
  return (
    <div className={placement === "inline" ? styles.inlineViewport : styles.viewport} data-toast-placement={placement}>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {toasts.filter((toast) => toast.tone === "error").map(item)}
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        {toasts.filter((toast) => toast.tone !== "error").map(item)}
      </div>
    </div>
  );
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
  durationMs,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  closeLabel: string;
  durationMs: number;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss, durationMs]);
  return (
    <div
      className={styles.toast[toast.tone]}
      data-toast={toast.tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
