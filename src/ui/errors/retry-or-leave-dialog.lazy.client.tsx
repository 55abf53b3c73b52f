"use client";

import dynamic from "next/dynamic";

/**
 * `RetryOrLeaveDialog` of `retry-or-leave-dialog.client.tsx`, loaded when a check failed (issue
 * 11): rendered only while open, so a form's page does not fetch Radix's dialog for a modal it
 * shows only on failure.
 */
export const RetryOrLeaveDialog = dynamic(() => import("./retry-or-leave-dialog.client").then((loaded) => loaded.RetryOrLeaveDialog));
