"use client";

import dynamic from "next/dynamic";

/**
 * The step form of `step-form.client.tsx`, loaded on demand: the page that renders it
 * fetches its code, no other page does. Rendered on the server as before; it turns interactive
 * once its chunk has arrived (and the checks and field renderers its content names, which it
 * loads on demand in turn).
 */
export const StepForm = dynamic(() => import("./step-form.client").then((loaded) => loaded.StepForm));
