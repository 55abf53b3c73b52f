"use client";

import { useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
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
 * A press on a submit button leaves the focus in the field being edited. Moving it to the button
 * blurs the field, whose message then appears (or goes) above the button and moves it before the
 * press ends, so the click was lost: "Speichern" with the city and the birth date empty showed the
 * city's message only and sent nothing (black-box review, account.md §5 "Errors show only after a
 * field is touched or the form is submitted"). The submit shows every message and moves the focus itself.
 */
export function keepFocusOnSubmitPress(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  const pressed = event.target.closest("button");
  if (pressed?.type === "submit" && !pressed.disabled) event.preventDefault();
}

/**
 * Keeps the controls inside disabled until their handlers exist: a click on a server-rendered
 * button before hydration would do nothing (type="button") or reload the page with a native
 * submit, losing what was typed. `aria-busy` tells assistive technology the part is loading.
 * It holds every form's controls, so it also keeps a submit press from moving the focus
 * (`keepFocusOnSubmitPress`).
 */
export function InteractiveWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={form.bareFieldset} disabled={!hydrated} aria-busy={!hydrated} onMouseDown={keepFocusOnSubmitPress}>
      {children}
    </fieldset>
  );
}
