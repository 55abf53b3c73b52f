"use client";

import dynamic from "next/dynamic";

/**
 * `DeductibleReduction` of `deductible-reduction.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const DeductibleReduction = dynamic(() => import("./deductible-reduction.client").then((loaded) => loaded.DeductibleReduction));
