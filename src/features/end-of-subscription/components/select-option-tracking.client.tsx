"use client";

import type { ReactNode } from "react";
import { track } from "@/lib/analytics/track";
import * as styles from "./select-option-tracking.css";

/**
 * deals.md §7 "Select Option Clicked": a click on a choice of the end-of-subscription selector
 * ("Wie geht es weiter?"), each marked `data-select-option` (prolong, buy, swap, return) by the
 * server component that renders it. Lays out as its children (display: contents).
 */
export function SelectOptionTracking({ dealId, children }: { dealId: string; children: ReactNode }) {
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const choice = event.target instanceof Element ? event.target.closest("[data-select-option]") : null;
    const option = choice?.getAttribute("data-select-option");
    if (option) track("Select Option Clicked", { option, dealId });
  };
  return (
    <div className={styles.contents} onClickCapture={onClick}>
      {children}
    </div>
  );
}
