"use client";

import { useEffect } from "react";
import { TRACKING_TEXT_MAX } from "@/lib/analytics/events";
import { debounce, PRODUCT_LIST_VIEW_DEBOUNCE_MS } from "@/lib/analytics/timing";
import { track } from "@/lib/analytics/track";

/**
 * account.md §9 "product list view event debounced 1 s": "Product List Viewed" once the listing's
 * filters and results have stayed the same for a second, so a visitor changing three filters in a
 * row records the list they settled on, not three. Leaving the list within the second records none.
 */
export function TrackListView({ filters, resultCount }: { filters: string; resultCount: number }) {
  useEffect(() => {
    const view = debounce(
      (properties: { filters: string; resultCount: number }) => track("Product List Viewed", properties),
      PRODUCT_LIST_VIEW_DEBOUNCE_MS,
    );
    // The collector takes texts up to 200 characters; a longer filter string is cut, not refused.
    view.push({ filters: filters.slice(0, TRACKING_TEXT_MAX), resultCount });
    return () => view.cancel();
  }, [filters, resultCount]);
  return null;
}
