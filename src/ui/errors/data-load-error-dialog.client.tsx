"use client";

import { ReloadErrorDialog } from "./reload-error-dialog.client";

/** deals.md section 8: "Data-load error dialog with a retry that reloads the page". */
export function DataLoadErrorDialog() {
  return <ReloadErrorDialog kind="load" />;
}
