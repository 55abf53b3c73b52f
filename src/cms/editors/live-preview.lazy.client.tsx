"use client";

import dynamic from "next/dynamic";

/** Loaded on demand: only a draft preview fetches the live-preview SDK, no customer's page does. */
export const LivePreview = dynamic(() => import("./live-preview.client").then((loaded) => loaded.LivePreview), { ssr: false });
