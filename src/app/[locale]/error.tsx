"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { PageErrorDialog } from "@/ui/errors/page-error-dialog.lazy.client";
import { pageErrorDialog } from "@/features/errors/rules/page-error-dialog";

/** Any failure while loading a page of this segment: the modal deals.md §7/§8 name for that page. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return <PageErrorDialog kind={pageErrorDialog(usePathname())} />;
}
