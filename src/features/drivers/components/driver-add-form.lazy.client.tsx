"use client";

import dynamic from "next/dynamic";

/**
 * `DriverAddForm` of `driver-add-form.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const DriverAddForm = dynamic(() => import("./driver-add-form.client").then((loaded) => loaded.DriverAddForm));
