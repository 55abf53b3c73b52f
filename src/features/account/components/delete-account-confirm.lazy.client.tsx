"use client";

import dynamic from "next/dynamic";

/**
 * `DeleteAccountConfirmButtons` and `DeleteAccountContactLink` of `delete-account-confirm.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const DeleteAccountConfirmButtons = dynamic(() =>
  import("./delete-account-confirm.client").then((loaded) => loaded.DeleteAccountConfirmButtons),
);

export const DeleteAccountContactLink = dynamic(() => import("./delete-account-confirm.client").then((loaded) => loaded.DeleteAccountContactLink));
