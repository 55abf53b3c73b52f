"use client";

import { useEffect } from "react";
import { track } from "@/lib/analytics/track";

/**
 * deals.md §7 "modal opened and closed": mounted inside every open dialog (`dialog.tsx`, the one
 * component all modals of the portal use, the `?modalName=` ones included), it records "Modal
 * Opened" when the dialog appears and "Modal Closed" when it goes, with its title and, for a modal
 * opened by address, its `modalName`.
 */
export function TrackModal({ title }: { title: string }) {
  useEffect(() => {
    const modalName = new URLSearchParams(window.location.search).get("modalName") ?? undefined;
    const properties = modalName ? { title, modalName } : { title };
    track("Modal Opened", properties);
    return () => track("Modal Closed", properties);
  }, [title]);
  return null;
}
