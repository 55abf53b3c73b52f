"use client";

import dynamic from "next/dynamic";

/**
 * `LoyaltyProgramme` of `loyalty-programme.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const LoyaltyProgramme = dynamic(() => import("./loyalty-programme.client").then((loaded) => loaded.LoyaltyProgramme));
