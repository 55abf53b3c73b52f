"use client";

import dynamic from "next/dynamic";

/**
 * `ProlongationFlow` of `prolongation-flow.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const ProlongationFlow = dynamic(() => import("./prolongation-flow.client").then((loaded) => loaded.ProlongationFlow));
