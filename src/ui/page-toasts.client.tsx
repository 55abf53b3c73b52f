"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";
import { ToastViewport, useToasts, type ToastTone } from "./toast.client";

type ShowToast = (tone: ToastTone, text: string) => number;

const PageToastsContext = createContext<ShowToast | null>(null);

/**
 * Toasts of the page as a whole, for what outlives the part that raised it: a dialog that closes
 * on success ("success toast and close", deals.md §7 deposit-refund-details) shows its toast here.
 */
export function PageToasts({ children }: { children: ReactNode }) {
  const t = useTranslations("dialog");
  const toasts = useToasts();
  return (
    <PageToastsContext.Provider value={toasts.show}>
      {children}
      <ToastViewport toasts={toasts.toasts} onDismiss={toasts.dismiss} closeLabel={t("close")} />
    </PageToastsContext.Provider>
  );
}

/** The page's `show`, or null outside `PageToasts` (then a part keeps its toasts to itself). */
export function usePageToasts(): ShowToast | null {
  return useContext(PageToastsContext);
}
