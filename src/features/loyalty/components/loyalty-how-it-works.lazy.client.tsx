"use client";

import dynamic from "next/dynamic";

/** `HowItWorks` of `loyalty-how-it-works.client.tsx`, loaded on demand: the visitor's /loyalty places it. */
export const LoyaltyHowItWorks = dynamic(() => import("./loyalty-how-it-works.client").then((loaded) => loaded.HowItWorks));
