"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The account menu's panel: a native popover (opened by its button's `popovertarget`, closed by
 * Escape or a click elsewhere, before hydration too). The header outlives client navigations, so
 * the panel closes itself once the path has changed.
 */
export function AccountMenuPanel({ id, label, className, children }: { id: string; label: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    // Hiding a hidden popover does nothing; jsdom has no popovers at all.
    ref.current?.hidePopover?.();
  }, [pathname]);
  return (
    <nav ref={ref} id={id} popover="auto" aria-label={label} className={className}>
      {children}
    </nav>
  );
}
