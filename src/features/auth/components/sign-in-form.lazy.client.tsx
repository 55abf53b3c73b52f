"use client";

import dynamic from "next/dynamic";

/**
 * The sign-in form of `sign-in-form.client.tsx`, for the sign-in page.
 * Loaded on demand: the page that renders it fetches its code, no other page does.
 * Rendered on the server as before; it turns interactive once its chunk has arrived.
 */
export const SignIn = dynamic(() => import("./sign-in-form.client").then((loaded) => loaded.SignIn));
