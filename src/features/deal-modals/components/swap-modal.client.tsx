"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import type { DealModalProps } from "./deal-modal-host.client";

/**
 * The swap modal (deals.md §2: "Swap modal (swap_modal, redirects to the subscribe page when
 * opened)"): choosing the next car happens in the shop's car search, on the same host outside the
 * portal. The address carries what the follow-up deal needs (the previous subscription, the
 * 30-day handover window, a business customer's company), built on the server by
 * `swapSearchHref`. While the browser leaves, a status line says where it is going.
 */
export function SwapModal({ swapHref }: DealModalProps) {
  const locale = useLocale();
  const t = useTranslations("dealModals");
  const target = swapHref ?? `/${locale}/subscribe`;
  // In place of the address that opened it: Back leads to the deal page, not into this redirect again (review round 25).
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return <p role="status">{t("swapRedirect")}</p>;
}
