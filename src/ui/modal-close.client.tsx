"use client";

import { createContext, useContext } from "react";

/** Closes the content modal around a part (`modules/modal`), or null outside one. */
export const ModalCloseContext = createContext<(() => void) | null>(null);

export function useModalClose(): (() => void) | null {
  return useContext(ModalCloseContext);
}

/** The title of the content modal around a part, or null outside one: a form titled alike does not repeat it. */
export const ModalTitleContext = createContext<string | null>(null);

export function useModalTitle(): string | null {
  return useContext(ModalTitleContext);
}
