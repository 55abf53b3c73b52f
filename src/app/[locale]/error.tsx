"use client";

import { useEffect } from "react";
import { DataLoadErrorDialog } from "@/features/errors/components/data-load-error-dialog.client";

/** Any failure while rendering a page of this segment: the data-load error dialog of deals.md section 8. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return <DataLoadErrorDialog />;
}
