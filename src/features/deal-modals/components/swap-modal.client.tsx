"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import type { DealModalProps } from "./deal-modal-host.client";

/**
 * The swap modal (deals.md §2: "Swap modal (swap_modal, redirects to the subscribe page when
 * opened)"): choosing the next car happens in the shop's car search, on the same host outside the
 * portal. While the browser leaves, a status line says where it is going.
 */
export function SwapModal(_props: DealModalProps) {
  const locale = useLocale();
  const t = useTranslations("dealModals");
  useEffect(() => {
    window.location.assign(`/${locale}/subscribe`);
  }, [locale]);
  return <p role="status">{t("swapRedirect")}</p>;
}
