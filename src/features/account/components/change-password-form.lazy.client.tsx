"use client";

import dynamic from "next/dynamic";

/**
 * `ChangePasswordForm` of `change-password-form.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const ChangePasswordForm = dynamic(() => import("./change-password-form.client").then((loaded) => loaded.ChangePasswordForm));
