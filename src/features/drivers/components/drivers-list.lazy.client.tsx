"use client";

import dynamic from "next/dynamic";

/**
 * `DriversList` of `drivers-list.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const DriversList = dynamic(() => import("./drivers-list.client").then((loaded) => loaded.DriversList));
