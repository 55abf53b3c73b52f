"use client";

import dynamic from "next/dynamic";

/**
 * `PaymentMethods` of `payment-methods.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const PaymentMethods = dynamic(() => import("./payment-methods.client").then((loaded) => loaded.PaymentMethods));
