"use client";

import dynamic from "next/dynamic";

/**
 * The damage reports and their detail dialog of `damage-report-list.client.tsx`.
 * Loaded on demand: the page that renders it fetches its code, no other page does.
 * Rendered on the server as before; it turns interactive once its chunk has arrived.
 */
export const DamageReportList = dynamic(() => import("./damage-report-list.client").then((loaded) => loaded.DamageReportList));
