"use client";

import { useEffect, useRef } from "react";
import type { TrackingEventName, TrackingProperties } from "@/lib/analytics/events";
import { isSeen } from "@/lib/analytics/timing";
import { track } from "@/lib/analytics/track";

/** Events already recorded in this page's lifetime (a card re-rendered by a filter change counts once). */
const recorded = new Set<string>();

/**
 * Records `event` once when its parent element is on screen at `threshold` (account.md §9 "card
 * visibility threshold 0.8"; a text block at any part). Renders a hidden marker inside
 * the element it watches, so server components place it without becoming client components.
 * Without IntersectionObserver (old browsers, tests) it records nothing.
 */
export function TrackWhenVisible<N extends TrackingEventName>({
  event,
  properties,
  threshold,
}: {
  event: N;
  properties: TrackingProperties<N>;
  threshold: number;
}) {
  const marker = useRef<HTMLSpanElement>(null);
  const key = `${event}\n${JSON.stringify(properties)}`;
  const latest = useRef(properties);
  latest.current = properties;

  useEffect(() => {
    const target = marker.current?.parentElement;
    if (!target || typeof IntersectionObserver === "undefined" || recorded.has(key)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => isSeen(entry, threshold)) || recorded.has(key)) return;
        recorded.add(key);
        observer.disconnect();
        (track as (name: N, properties: TrackingProperties<N>) => void)(event, latest.current);
      },
      { threshold },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [event, key, threshold]);

  return <span ref={marker} hidden />;
}
