"use client";

import dynamic from "next/dynamic";

/**
 * The modal dialog of `dialog.tsx` for server components that place one (its code is Radix's focus trap and portal).
 * Loaded on demand: the page that renders it fetches its code, no other page does.
 * Rendered on the server as before; it turns interactive once its chunk has arrived.
 */
export const Dialog = dynamic(() => import("./dialog.client").then((loaded) => loaded.Dialog));
