"use client";

import dynamic from "next/dynamic";

/**
 * `PageErrorDialog` of `page-error-dialog.client.tsx`, loaded when a page fails: the
 * segment's error boundary (`app/[locale]/error.tsx`) is part of every page's start-up script, and
 * its modals brought Radix's dialog (about 13 KiB of gzip) into all of them.
 */
export const PageErrorDialog = dynamic(() => import("./page-error-dialog.client").then((loaded) => loaded.PageErrorDialog));
