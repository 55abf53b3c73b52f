"use client";

import dynamic from "next/dynamic";

/**
 * `RetryOrLeave` of `retry-or-leave.client.tsx`, loaded when a page part failed on the server
 *: server components place it, so without this wrapper its dialog, and Radix's with it,
 * was part of every content page's start-up script.
 */
export const RetryOrLeave = dynamic(() => import("./retry-or-leave.client").then((loaded) => loaded.RetryOrLeave));
