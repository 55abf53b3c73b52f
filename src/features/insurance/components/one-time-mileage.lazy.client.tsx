"use client";

import dynamic from "next/dynamic";

/**
 * `OneTimeMileage` of `one-time-mileage.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const OneTimeMileage = dynamic(() => import("./one-time-mileage.client").then((loaded) => loaded.OneTimeMileage));
