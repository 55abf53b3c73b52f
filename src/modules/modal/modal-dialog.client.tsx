"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
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
  const close = () => {
    const rest = new URLSearchParams(searchParams);
    rest.delete("modalName");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={title} closeLabel={t("close")}>
      <ModalCloseContext.Provider value={close}>
        <ModalTitleContext.Provider value={title}>{children}</ModalTitleContext.Provider>
      </ModalCloseContext.Provider>
    </Dialog>
  );
}
