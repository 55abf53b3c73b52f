"use client";

import dynamic from "next/dynamic";

/**
 * The step form of `steps.client.tsx`, loaded on demand (issue 11): the page that renders it
 * fetches its code, no other page does. Rendered on the server as before; it turns interactive
 * once its chunk has arrived. A form whose content names a rule that needs a library (phone,
 * IBAN) is the other export, so only such forms load libphonenumber and ibantools.
 */
export const StepForm = dynamic(() => import("./steps.client").then((loaded) => loaded.StepForm));

export const StepFormWithLibraryRules = dynamic(() => import("./steps-with-library-rules.client").then((loaded) => loaded.StepFormWithLibraryRules));
