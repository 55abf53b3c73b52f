"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { assignDriver, unassignDriver } from "../api/business-requests";
import * as styles from "./business-portal.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

export interface VehicleDriverControlProps {
  companyId: string;
  dealId: string;
  carName: string;
  driverContactId: string | null;
  drivers: { id: string; name: string }[];
}

/**
 * Assigns one of the company's drivers to a company car, or unassigns the driver (deals.md §6: the
 * car is then shared and its contact is the fleet manager). The page is read again afterwards.
 */
export function VehicleDriverControl({ companyId, dealId, carName, driverContactId, drivers }: VehicleDriverControlProps) {
  const t = useTranslations("businessPortal");
  const router = useRouter();
  const selectId = useId();
  const [chosen, setChosen] = useState(driverContactId ?? "");
  const [busy, setBusy] = useState(false);
  const { toasts, show, dismiss } = useToasts();

  const run = async (action: () => Promise<{ status: number }>, success: string) => {
    setBusy(true);
    const { status } = await action();
    setBusy(false);
    if (status === 200) {
      show("success", success);
      router.refresh();
    } else {
      show("error", t("actionFailed"));
    }
  };

  const chosenName = drivers.find((d) => d.id === chosen)?.name ?? "";
  return (
    <InteractiveWhenHydrated>
      <div className={styles.actions}>
        <label className={form.label} htmlFor={selectId}>
          {t("assignLabel", { car: carName })}
        </label>
        <select id={selectId} className={form.input} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={busy}>
          <option value="">{t("chooseDriver")}</option>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={button.primary}
          disabled={busy || chosen === "" || chosen === driverContactId}
          aria-busy={busy}
          onClick={() => void run(() => assignDriver(companyId, dealId, chosen), t("assigned", { name: chosenName }))}
        >
          {busy ? t("saving") : t("assignDriver")}
        </button>
        {driverContactId ? (
          <button
            type="button"
            className={button.tertiary}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const answer = await unassignDriver(companyId, dealId);
                if (answer.status === 200) setChosen("");
                return answer;
              }, t("unassigned"))
            }
          >
            {t("unassign")}
          </button>
        ) : null}
        <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} />
      </div>
    </InteractiveWhenHydrated>
  );
}
