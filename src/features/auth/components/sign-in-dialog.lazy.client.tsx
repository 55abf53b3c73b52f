"use client";

import dynamic from "next/dynamic";

/**
 * The sign-in dialog (`?login=true` for visitors) of `sign-in-dialog.client.tsx`.
 * Loaded on demand: the page that renders it fetches its code, no other page does.
 * Rendered on the server as before; it turns interactive once its chunk has arrived.
 */
export const SignInDialog = dynamic(() => import("./sign-in-dialog.client").then((loaded) => loaded.SignInDialog));
