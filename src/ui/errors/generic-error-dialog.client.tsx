"use client";

import { ReloadErrorDialog } from "./reload-error-dialog.client";

/**
 * The generic error modal of deals.md §7 ("Vehicle details load: … anything else opens a generic
 * error modal") with the generic unexpected-error text of account.md §8 (refresh and try again).
 */
export function GenericErrorDialog() {
  return <ReloadErrorDialog kind="generic" />;
}
