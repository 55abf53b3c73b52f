"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/ui/link.client";
import { useState } from "react";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { removeDriver } from "../api/driver-requests";
import { formatMoney, priceFor } from "@/lib/money";
import { EXTRA_DRIVER_FEE_EUR, isDriverDeletable, needsDeleteConfirmation } from "../rules/driver-rules";
import type { Driver } from "../types";
import * as styles from "./drivers.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

export interface DriversListProps {
  initial: Driver[];
  audience: Audience;
  addHref: string;
}

const fullName = (driver: Driver) => `${driver.firstname} ${driver.lastname}`;

/**
 * The customer's additional drivers with their status (account.md §2 Drivers, §4): a rejected driver
 * is removed at once, the others after a confirmation; a pending one cannot be removed. A failed
 * removal opens the error modal of §8 with a retry.
 */
export function DriversList({ initial, audience, addHref }: DriversListProps) {
  const t = useTranslations("drivers");
  const [drivers, setDrivers] = useState(initial);
  const [confirming, setConfirming] = useState<Driver | null>(null);
  const [failed, setFailed] = useState<Driver | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { toasts, show, dismiss } = useToasts();

  const remove = async (driver: Driver) => {
    setBusy(driver.id);
    const { status } = await removeDriver(driver.id);
    setBusy(null);
    setConfirming(null);
    // 404: gone already (another tab), which is what the customer wanted.
    if ((status >= 200 && status < 300) || status === 404) {
      setDrivers((current) => current.filter((d) => d.id !== driver.id));
      show("success", t("removed", { name: fullName(driver) }));
    } else {
      setFailed(driver);
    }
  };

  const ask = (driver: Driver) => (needsDeleteConfirmation(driver.status) ? setConfirming(driver) : void remove(driver));

  return (
    <InteractiveWhenHydrated>
      <>
        {drivers.length === 0 ? (
          <p className={styles.empty}>{t("empty", { audience })}</p>
        ) : (
          <ul className={styles.list} aria-label={t("title")}>
            {drivers.map((driver) => (
              <li key={driver.id} className={styles.item} data-driver-status={driver.status}>
                <div>
                  <p className={styles.name}>{fullName(driver)}</p>
                  <p className={styles.meta}>
                    {t(`relationships.${driver.relationship_type}`)} · {t("born", { date: formatDate(driver.date_of_birth) })}
                  </p>
                  <p className={styles.status}>{t(`statuses.${driver.status}`)}</p>
                  {/* account.md §5, §9: the monthly fee of a young, senior or new driver, as the add form announced it. */}
                  {driver.extra_fee && (driver.status === "active" || driver.status === "pending") ? (
                    <p className={styles.meta}>{t("extraFee", { audience, fee: formatMoney(priceFor(audience === "b2b", EXTRA_DRIVER_FEE_EUR)) })}</p>
                  ) : null}
                </div>
                {isDriverDeletable(driver.status) ? (
                  <button
                    type="button"
                    className={button.secondary}
                    onClick={() => ask(driver)}
                    disabled={busy === driver.id}
                    aria-busy={busy === driver.id}
                    aria-label={t("removeLabel", { name: fullName(driver) })}
                  >
                    {busy === driver.id ? t("removing") : t("remove")}
                  </button>
                ) : (
                  <p className={form.help}>{t("pendingNotRemovable", { audience })}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <Link href={addHref} className={button.primary}>
          {t("add")}
        </Link>

        <Dialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={t("confirmTitle")}
          description={confirming ? t("confirmText", { name: fullName(confirming), audience }) : undefined}
          closeLabel={t("close")}
        >
          <div className={form.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={busy !== null}
              aria-busy={busy !== null}
              onClick={() => confirming && void remove(confirming)}
            >
              {busy !== null ? t("removing") : t("confirm")}
            </button>
            <DialogClose className={button.tertiary}>{t("cancel")}</DialogClose>
          </div>
        </Dialog>

        <Dialog
          open={failed !== null}
          onOpenChange={(open) => (open ? undefined : setFailed(null))}
          title={t("removeFailedTitle")}
          description={audience === "b2b" ? t("removeFailedB2b") : t("removeFailed")}
          closeLabel={t("close")}
        >
          <div className={form.actions}>
            <button
              type="button"
              className={button.primary}
              onClick={() => {
                const driver = failed;
                setFailed(null);
                if (driver) void remove(driver);
              }}
            >
              {t("retry")}
            </button>
            <DialogClose className={button.tertiary}>{t("cancel")}</DialogClose>
          </div>
        </Dialog>
        <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} />
      </>
    </InteractiveWhenHydrated>
  );
}
