"use client";

import dynamic from "next/dynamic";

/**
 * `SharedReturn` of `shared-return.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const SharedReturn = dynamic(() => import("./shared-return.client").then((loaded) => loaded.SharedReturn));
