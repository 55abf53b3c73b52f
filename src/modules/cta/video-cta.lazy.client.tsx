"use client";

import dynamic from "next/dynamic";

/**
 * The video call to action of `video-cta.client.tsx`.
 * Loaded on demand: the page that renders it fetches its code, no other page does.
 * Rendered on the server as before; it turns interactive once its chunk has arrived.
 */
export const VideoCta = dynamic(() => import("./video-cta.client").then((loaded) => loaded.VideoCta));
