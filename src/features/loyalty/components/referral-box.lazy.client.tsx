"use client";

import dynamic from "next/dynamic";

/**
 * `ReferralBox` of `referral-box.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const ReferralBox = dynamic(() => import("./referral-box.client").then((loaded) => loaded.ReferralBox));
