"use client";

import dynamic from "next/dynamic";

/**
 * `DelayAlternatives` of `delay-alternatives.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const DelayAlternatives = dynamic(() => import("./delay-alternatives.client").then((loaded) => loaded.DelayAlternatives));
