"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { Dialog } from "@/ui/dialog.lazy.client";
import { ModalCloseContext, ModalTitleContext } from "@/ui/modal-close.client";

/**
 * The open dialog of a content modal. Closing it (Escape, ×, the overlay) drops `modalName` from
 * the address, which renders the page again without it: what the modal changed shows at once.
 */
export function ModalDialog({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations("dialog");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // What had the focus when the modal opened (the link that named it), read before the dialog takes it.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const modalName = searchParams.get("modalName");
  const close = () => {
    const rest = new URLSearchParams(searchParams);
    rest.delete("modalName");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  // However it closes (Escape, ×, the overlay, or the browser's Back, which drops the query without
  // `close`: review round 25), the focus goes back to where the customer was.
  useEffect(() => () => returnFocus(opener, modalName), [opener, modalName]);
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={title} closeLabel={t("close")}>
      <ModalCloseContext.Provider value={close}>
        <ModalTitleContext.Provider value={title}>{children}</ModalTitleContext.Provider>
      </ModalCloseContext.Provider>
    </Dialog>
  );
}

/**
 * Back to where the customer was once the address no longer names the modal and the dialog is gone
 * (a modal opened by a link is closed by a navigation, so the dialog's own focus return finds
 * nothing): the element that opened it, else a link naming the modal, else the page's main
 * region (a modal the address opened on load has no opener; the focus fell to the body).
 */
function returnFocus(opener: Element | null, modalName: string | null) {
  let frames = 0;
  const attempt = () => {
    if (document.querySelector('[role="dialog"]')) {
      if (frames++ < 120) requestAnimationFrame(attempt);
      return;
    }
    const link = modalName ? document.querySelector(`a[href*="modalName=${CSS.escape(modalName)}"]`) : null;
    const main = document.getElementById("main");
    const target = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : (link ?? main);
    if (target === main && main && !main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    if (target instanceof HTMLElement) target.focus();
  };
  requestAnimationFrame(attempt);
}
