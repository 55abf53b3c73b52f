"use client";

import type { Audience } from "@/lib/audience";
import { RetryOrLeaveDialog } from "./retry-or-leave-dialog.client";

/** A part of a page that could not be loaded on the server: the dialog, whose retry loads the page again. */
export function RetryOrLeave({ leaveTo, audience }: { leaveTo: string; audience: Audience }) {
  return <RetryOrLeaveDialog open onRetry={() => window.location.reload()} leaveTo={leaveTo} audience={audience} />;
}
