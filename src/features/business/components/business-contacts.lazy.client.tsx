"use client";

import dynamic from "next/dynamic";

/**
 * `BusinessContactsList` of `business-contacts.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const BusinessContactsList = dynamic(() => import("./business-contacts.client").then((loaded) => loaded.BusinessContactsList));
