"use client";

import dynamic from "next/dynamic";

/**
 * `InsuranceUpgrade` of `insurance-upgrade.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const InsuranceUpgrade = dynamic(() => import("./insurance-upgrade.client").then((loaded) => loaded.InsuranceUpgrade));
