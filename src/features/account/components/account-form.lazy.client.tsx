"use client";

import dynamic from "next/dynamic";

/**
 * `AccountForm` of `account-form.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const AccountForm = dynamic(() => import("./account-form.client").then((loaded) => loaded.AccountForm));
