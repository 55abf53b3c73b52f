"use client";

import dynamic from "next/dynamic";

/**
 * `VehicleDriverControl` of `vehicle-driver-control.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const VehicleDriverControl = dynamic(() => import("./vehicle-driver-control.client").then((loaded) => loaded.VehicleDriverControl));
