"use client";

import { DataLoadErrorDialog } from "./data-load-error-dialog.client";
import { GenericErrorDialog } from "./generic-error-dialog.client";

/** The modal a page that failed to load shows (`pageErrorDialog`, deals.md §7/§8). */
export function PageErrorDialog({ kind }: { kind: "generic" | "data-load" }) {
  return kind === "generic" ? <GenericErrorDialog /> : <DataLoadErrorDialog />;
}
