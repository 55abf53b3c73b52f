"use client";

import dynamic from "next/dynamic";

/**
 * `CarSearchFilters` of `car-search-filters.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const CarSearchFilters = dynamic(() => import("./car-search-filters.client").then((loaded) => loaded.CarSearchFilters));
