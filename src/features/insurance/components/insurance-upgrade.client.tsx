"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import { useAddonText } from "./use-addon-text.client";
import type { Audience } from "@/lib/audience";
import { formatMoney } from "@/lib/money";
import { paths } from "@/lib/paths";
import { conditionsLink } from "@/ui/conditions-link";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { useDealAddons } from "../api/use-deal-addons";
import { isFreeForLoyalty, shownPrice } from "../rules/shown-price";
import type { Addon, DealAddons } from "../types";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export interface InsuranceUpgradeProps {
  dealId: string;
  productId: string;
  locale: Locale;
  audience: Audience;
  initial: DealAddons;
  /** Whether the deal's state lets the protection change (`isAddonStateOpen`: before the handover only). */
  protectionChangeable: boolean;
}

const KEEP = "";
const isOk = (status: number) => status >= 200 && status < 300;

/**
 * The INSURANCE_UPGRADE modal's content (deals.md §2, §4, §8): the offered insurance options and
 * the comfort protection ("29 €/Monat", or "kostenlos für Loyalty-Level Black"). Confirm stays
 * disabled while the selection is unchanged and no protection change was made. Each change is its
 * own attach (insurance, then the protection with isDeductible); a failure shows its toast of §8
 * and the confirm failure, and the add-on data is read again.
 */
export function InsuranceUpgrade({ dealId, productId, locale, audience, initial, protectionChangeable }: InsuranceUpgradeProps) {
  const t = useTranslations("insurance");
  const router = useRouter();
  const id = useId();
  const { data, mutate } = useDealAddons(dealId, productId, locale, initial);
  const text = useAddonText(locale);
  const addons = data ?? initial;
  const applied = new Set(addons.appliedAddonIds);
  const options = addons.groups.find((group) => group.id === "insurance")?.addons ?? [];
  const protection = protectionChangeable ? addons.groups.find((group) => group.id === "protection")?.addons[0] : undefined;
  const protectionApplied = protection !== undefined && applied.has(protection.addon_id);
  const [choice, setChoice] = useState(KEEP);
  const [withProtection, setWithProtection] = useState(protectionApplied);
  const [sending, setSending] = useState(false);
  const insuranceKey = useIdempotencyKey();
  const protectionKey = useIdempotencyKey();
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const { toasts, show, dismiss } = useToasts();

  // An option and the protection both set the deductible: one or the other (`relevantAddonGroup`, the BFF refuses both).
  const chooseOption = (addonId: string) => {
    setChoice(addonId);
    if (addonId !== KEEP && !protectionApplied) setWithProtection(false);
  };
  const chooseProtection = (checked: boolean) => {
    setWithProtection(checked);
    if (checked) setChoice(KEEP);
  };
  const insuranceChanged = choice !== KEEP;
  const protectionChanged = protection !== undefined && withProtection !== protectionApplied;
  const unchanged = !insuranceChanged && !protectionChanged;

  const price = (addon: Addon) => {
    if (isFreeForLoyalty(addon, addons.loyalty_level)) return t("freeForBlack");
    const amount = t("perMonth", { price: formatMoney(shownPrice(addon, audience)) });
    return audience === "b2b" ? `${amount} ${t("netNote")}` : amount;
  };

  const confirm = async () => {
    setSending(true);
    setFailed(false);
    let ok = true;
    if (insuranceChanged) {
      const { status } = await callEndpoint("postAddonsAttach", {
        body: { subscriptionId: dealId, addonId: choice, isDeductible: false },
        idempotencyKey: insuranceKey.current({ addonId: choice }),
      });
      if (status < 500) insuranceKey.renew();
      if (!isOk(status)) {
        ok = false;
        show("error", t("updateInsuranceFailed"));
      }
    }
    if (protectionChanged && protection) {
      const { status } = withProtection
        ? await callEndpoint("postAddonsAttach", {
            body: { subscriptionId: dealId, addonId: protection.addon_id, isDeductible: true },
            idempotencyKey: protectionKey.current(),
          })
        : await callEndpoint("postAddonsCancel", { body: { subscriptionId: dealId, addonId: protection.addon_id } });
      if (status < 500) protectionKey.renew();
      if (!isOk(status)) {
        ok = false;
        show("error", t("updateProtectionFailed"));
      }
    }
    setSending(false);
    // What did go through shows in the modal and on the page at once.
    const fresh = await mutate();
    if (fresh) setWithProtection(protection !== undefined && fresh.appliedAddonIds.includes(protection.addon_id));
    setChoice(KEEP);
    router.refresh();
    if (ok) setDone(true);
    else setFailed(true);
  };

  // In the modal, the toasts take their place in it: a floating one covered its button on a phone.
  const viewport = <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} placement="inline" />;
  if (done) {
    return (
      <div>
        <p role="status">
          <strong>{t("successTitle")}</strong> {t("successText", { audience })}
        </p>
        {viewport}
      </div>
    );
  }
  if (!addons.canUpgradeInsurance && protection === undefined) {
    return <p>{t("notOffered", { audience })}</p>;
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged && !sending) void confirm();
      }}
    >
      <InteractiveWhenHydrated>
        <p className={form.help}>
          {t("currentTitle")}: {t("currentDeductibles", { vk: addons.vkValueFormatted ?? "–", tk: addons.tkValueFormatted ?? "–" })}
        </p>
        {addons.canUpgradeInsurance && options.length > 0 ? (
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("optionsLegend")}</legend>
            <label className={form.checkbox}>
              <input type="radio" name={`${id}-insurance`} value={KEEP} checked={choice === KEEP} onChange={() => chooseOption(KEEP)} />
              {t("keepCurrent")}
            </label>
            {options.map((option) => (
              <label key={option.addon_id} className={form.checkbox}>
                <input
                  type="radio"
                  name={`${id}-insurance`}
                  value={option.addon_id}
                  checked={choice === option.addon_id}
                  onChange={() => chooseOption(option.addon_id)}
                />
                <span>
                  {text.title(option)} – {price(option)}
                  <br />
                  <span className={form.help}>{text.description(option)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {protection ? (
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("protectionLegend")}</legend>
            <label className={form.checkbox}>
              <input type="checkbox" checked={withProtection} onChange={(event) => chooseProtection(event.target.checked)} />
              <span>
                {t("protectionName")} – {price(protection)}
                <br />
                <span className={form.help}>{t("protectionHint")}</span>
              </span>
            </label>
          </fieldset>
        ) : null}
        <p className={form.help}>{t.rich("conditionsNote", { conditions: conditionsLink(paths.damageInsurance(locale)) })}</p>
        {failed ? (
          <p role="alert" className={form.error}>
            {t("confirmFailed", { audience })}
          </p>
        ) : null}
        {unchanged ? (
          <p id={`${id}-hint`} className={form.help}>
            {t("unchangedHint", { audience })}
          </p>
        ) : null}
        <div className={form.actions}>
          <button
            type="submit"
            className={button.primary}
            disabled={unchanged || sending}
            aria-busy={sending}
            aria-describedby={unchanged ? `${id}-hint` : undefined}
          >
            {sending ? t("saving") : t("confirm")}
          </button>
        </div>
        {viewport}
      </InteractiveWhenHydrated>
    </form>
  );
}
