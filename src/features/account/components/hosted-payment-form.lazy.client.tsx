"use client";

import dynamic from "next/dynamic";

/**
 * `HostedPaymentForm` of `hosted-payment-form.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const HostedPaymentForm = dynamic(() => import("./hosted-payment-form.client").then((loaded) => loaded.HostedPaymentForm));
