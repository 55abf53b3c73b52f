"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/ui/link.client";
import type { Audience } from "@/lib/audience";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import type { Driver } from "../types";

/** The driver-added modal (active or pending), leading back to the list. */
export function DriverAddedDialog({ added, audience, listHref }: { added: Driver | null; audience: Audience; listHref: string }) {
  const t = useTranslations();
  return (
    <Dialog
      open={added !== null}
      onOpenChange={() => undefined}
      title={added?.status === "pending" ? t("drivers.added.pendingTitle") : t("drivers.added.activeTitle")}
      description={
        added
          ? t(added.status === "pending" ? "drivers.added.pendingText" : "drivers.added.activeText", {
              name: `${added.firstname} ${added.lastname}`,
              audience,
            })
          : undefined
      }
      closeLabel={t("drivers.close")}
    >
      <div className={form.actions}>
        <Link href={listHref} className={button.primary}>
          {t("drivers.added.toList")}
        </Link>
      </div>
    </Dialog>
  );
}

/** The driver-error modal with the §8 text of a refusal. */
export function DriverErrorDialog({ failure, onDismiss }: { failure: string | null; onDismiss: () => void }) {
  const t = useTranslations();
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title={t("drivers.errorTitle")}
      description={failure ?? undefined}
      closeLabel={t("drivers.close")}
    >
      <div className={form.actions}>
        <DialogClose className={button.primary}>{t("drivers.close")}</DialogClose>
      </div>
    </Dialog>
  );
}
