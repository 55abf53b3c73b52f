"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import * as form from "./form.css";

const subscribeToNothing = () => () => {};

/** False in the server's HTML and during hydration, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Keeps the controls inside disabled until their handlers exist: a click on a server-rendered
 * button before hydration would do nothing (type="button") or reload the page with a native
 * submit, losing what was typed. `aria-busy` tells assistive technology the part is loading.
 */
export function InteractiveWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={form.bareFieldset} disabled={!hydrated} aria-busy={!hydrated}>
      {children}
    </fieldset>
  );
}
