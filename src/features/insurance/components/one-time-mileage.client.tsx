"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import { useAddonText } from "./use-addon-text.client";
import type { Audience } from "@/lib/audience";
import { formatMoney } from "@/lib/money";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { useDealAddons } from "../api/use-deal-addons";
import { shownPrice } from "../rules/shown-price";
import type { DealAddons } from "../types";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export interface OneTimeMileageProps {
  dealId: string;
  productId: string;
  locale: Locale;
  audience: Audience;
  initial: DealAddons;
  /** The commitment ends within 2 months (account.md §4): why nothing can be booked. */
  commitmentEndsSoon: boolean;
  /** A lead: its order is not finished, so no kilometres yet (`isAddonStateOpen`). */
  orderOpen: boolean;
}

/**
 * The one_time_mileage modal's content (deals.md §2, §4 "One-time mileage: an already attached
 * add-on shows the success state; otherwise an option is chosen (existing add-on preselected) and
 * attached"). A failed attach shows the toast of §8 and reads the add-on data again.
 */
export function OneTimeMileage({ dealId, productId, locale, audience, initial, commitmentEndsSoon, orderOpen }: OneTimeMileageProps) {
  const t = useTranslations("addons");
  const router = useRouter();
  const id = useId();
  const { data, mutate } = useDealAddons(dealId, productId, locale, initial);
  const text = useAddonText(locale);
  const addons = data ?? initial;
  const options = addons.groups.find((group) => group.id === "mileage")?.addons ?? [];
  const attached = options.find((option) => addons.appliedAddonIds.includes(option.addon_id));
  const [choice, setChoice] = useState(attached?.addon_id ?? options[0]?.addon_id ?? "");
  const [sending, setSending] = useState(false);
  const key = useIdempotencyKey();
  const { toasts, show, dismiss } = useToasts();
  // In the modal, the toasts take their place in it: a floating one covered its button on a phone.
  const viewport = <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} placement="inline" />;

  if (attached) {
    return (
      <div role="status">
        <p>
          <strong>{audience === "b2b" ? t("attachedTitleB2b") : t("attachedTitle")}</strong>
        </p>
        <p>{t("attachedText", { addon: attached.display_info.title, kilometres: attached.attributes.additional_kilometers ?? 0 })}</p>
        {viewport}
      </div>
    );
  }
  if (!addons.canAddAdditionalMileage || options.length === 0) {
    return <p>{orderOpen ? t("blockedOrderOpen", { audience }) : commitmentEndsSoon ? t("blockedCommitmentEnd") : t("blocked")}</p>;
  }

  const attach = async () => {
    setSending(true);
    const { status } = await callEndpoint("postAddonsAttach", {
      body: { subscriptionId: dealId, addonId: choice },
      idempotencyKey: key.current({ addonId: choice }),
    });
    setSending(false);
    if (status < 500) key.renew();
    if (status < 200 || status >= 300) {
      show("error", audience === "b2b" ? t("attachFailedB2b") : t("attachFailed"));
    }
    // deals.md §8: after a failure "a refresh of add-on data"; after success it holds the add-on.
    await mutate();
    router.refresh();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice && !sending) void attach();
      }}
    >
      <InteractiveWhenHydrated>
        <fieldset className={form.fieldset}>
          <legend className={form.label}>{t("mileageLegend", { audience })}</legend>
          {options.map((option) => (
            <label key={option.addon_id} className={form.checkbox}>
              <input
                type="radio"
                name={`${id}-mileage`}
                value={option.addon_id}
                checked={choice === option.addon_id}
                onChange={() => setChoice(option.addon_id)}
              />
              <span>
                {text.title(option)} – {t(audience === "b2b" ? "oneTimeNet" : "oneTime", { price: formatMoney(shownPrice(option, audience)) })}
                <br />
                <span className={form.help}>{text.description(option)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={!choice || sending} aria-busy={sending}>
            {sending ? t("saving") : t("confirm")}
          </button>
        </div>
        {viewport}
      </InteractiveWhenHydrated>
    </form>
  );
}
