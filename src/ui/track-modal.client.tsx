"use client";

import { useEffect } from "react";
import { beforeLeavingPage, track } from "@/lib/analytics/track";

/**
 * deals.md §7 "modal opened and closed": mounted inside every open dialog (`dialog.tsx`, the one
 * component all modals of the portal use, the `?modalName=` ones included), it records "Modal
 * Opened" when the dialog appears and "Modal Closed" when it goes, with its title and, for a modal
 * opened by address, its `modalName`. A page left while the dialog is open (a full load from a
 * button in it: the confirmed account deletion) closes it too, so every opening has its close.
 */
export function TrackModal({ title }: { title: string }) {
  useEffect(() => {
    const modalName = new URLSearchParams(window.location.search).get("modalName") ?? undefined;
    const properties = modalName ? { title, modalName } : { title };
    track("Modal Opened", properties);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      track("Modal Closed", properties);
    };
    const onPageHide = () => {
      beforeLeavingPage();
      close();
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      close();
    };
  }, [title]);
  return null;
}
