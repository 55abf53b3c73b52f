"use client";

import dynamic from "next/dynamic";

/**
 * `RequestErrorDialog` of `request-error-dialog.client.tsx`, loaded when a request failed (issue
 * 11): rendered only while open, so a form's page does not fetch Radix's dialog for a modal it
 * shows only on failure.
 */
export const RequestErrorDialog = dynamic(() => import("./request-error-dialog.client").then((loaded) => loaded.RequestErrorDialog));
