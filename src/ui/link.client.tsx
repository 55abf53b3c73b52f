"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * Every link of the portal. The page behind it is prefetched when the customer shows the intent
 * to open it (the pointer over it, a touch, keyboard focus), not whenever it scrolls into view as
 * Next's default does. The portal's pages are personal and rendered per request: the 20-odd links a
 * deal page shows cost the server about 55 ms of CPU each, 60 % of what the view itself cost
 * (measured 2026-11-29, 5 page views: 2.2–2.7 s with viewport prefetches, 0.9–1.0 s without), and
 * on a phone the prefetches compete with the page's own hydration. A navigation still starts from
 * a prefetch: the pointer rests on a link for longer than its answer takes.
 *
 * How: `prefetch={false}` until the first sign of intent, then Next's own prefetch (`null`,
 * "auto"), which registers the link again and prefetches it at once, as it is in view.
 * `prefetch` given explicitly is kept as it is.
 */
export function Link({ prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  if (prefetch !== undefined)
    return <NextLink prefetch={prefetch} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  const showIntent = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        showIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        showIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        showIntent();
      }}
    />
  );
}
