"use client";

import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { DriverAddedDialog, DriverErrorDialog } from "./driver-add-dialogs.client";
import { DriverForm } from "./driver-form.client";
import { useDriverAddForm } from "./use-driver-add-form.client";

/**
 * The add-driver form (account.md §3 Driver, §5 Driver, §7, §8): its state in `useDriverAddForm`,
 * the form's screen, then the driver-added modal on success and the driver-error modal on a refusal.
 */
export function DriverAddForm({ locale, audience, listHref, nowIso }: { locale: Locale; audience: Audience; listHref: string; nowIso: string }) {
  const view = useDriverAddForm({ audience, nowIso });
  return (
    <>
      <DriverForm view={view} locale={locale} audience={audience} listHref={listHref} />
      <DriverAddedDialog added={view.added} audience={audience} listHref={listHref} />
      <DriverErrorDialog failure={view.failure} onDismiss={view.dismissFailure} />
    </>
  );
}
