"use client";

import dynamic from "next/dynamic";

/**
 * `BuyCarOffer` of `buy-car-offer.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const BuyCarOffer = dynamic(() => import("./buy-car-offer.client").then((loaded) => loaded.BuyCarOffer));
