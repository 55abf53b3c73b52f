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
  useEffect(() => {
    // The button says whether its menu is open (aria-expanded), as the burger does; the popover's
    // own toggle tells it, however the menu closes (Escape, a click elsewhere, a navigation).
    const panel = ref.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      const open = (event as Event & { newState?: string }).newState === "open";
      for (const opener of document.querySelectorAll(`[popovertarget="${CSS.escape(id)}"]`)) opener.setAttribute("aria-expanded", String(open));
    };
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, [id]);
  return (
    <nav ref={ref} id={id} popover="auto" aria-label={label} className={className}>
      {children}
    </nav>
  );
}
