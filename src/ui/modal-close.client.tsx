"use client";

import { createContext, useContext } from "react";

/** Closes the content modal around a part (`modules/modal`), or null outside one. */
export const ModalCloseContext = createContext<(() => void) | null>(null);

export function useModalClose(): (() => void) | null {
  return useContext(ModalCloseContext);
}
