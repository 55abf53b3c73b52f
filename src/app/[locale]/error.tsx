"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { DataLoadErrorDialog } from "@/ui/errors/data-load-error-dialog.client";
import { GenericErrorDialog } from "@/ui/errors/generic-error-dialog.client";
import { pageErrorDialog } from "@/features/errors/rules/page-error-dialog";

/** Any failure while loading a page of this segment: the modal deals.md §7/§8 name for that page. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return pageErrorDialog(usePathname()) === "generic" ? <GenericErrorDialog /> : <DataLoadErrorDialog />;
}
