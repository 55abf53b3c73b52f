"use client";

import { useLocale, useTranslations } from "next-intl";
import { endSentence } from "@/lib/text";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import type { Locale } from "@/i18n/locales";
import { stepFormResult } from "@/features/step-forms/result-renderer";
import type { Audience } from "@/lib/audience";
import { formatMoney } from "@/lib/money";
import { Banner } from "@/ui/banner";
import type { MileagePackageUpgrade } from "../types";
import { formatNumber } from "@/lib/numbers";

function readUpgrade(answer: unknown): MileagePackageUpgrade | null {
  if (answer === null || typeof answer !== "object") return null;
  const upgrade = answer as Record<string, unknown>;
  const numbers = ["mileage_package", "amount_change", "new_amount", "one_time_payment"];
  return numbers.every((key) => typeof upgrade[key] === "number") ? (answer as MileagePackageUpgrade) : null;
}

/**
 * deals.md §4 Mileage: "On success a success modal opens and the deal and packages reload". The
 * form's packages are read again by the step form; the page's contract data (package and monthly
 * rate, rendered on the server) by a refresh of the route.
 */
export function MileageUpgradeSuccess({ upgrade, audience }: { upgrade: MileagePackageUpgrade; audience: Audience }) {
  const t = useTranslations("mileageUpgrade");
  const locale = useLocale() as Locale;
  const router = useRouter();
  useEffect(() => router.refresh(), [router]);
  const money = (value: number) => {
    const text = formatMoney(value);
    return audience === "b2b" ? t("net", { amount: text }) : text;
  };
  return (
    <Banner tone="success" title={t("successTitle")}>
      <p>
        {endSentence(
          t("successText", {
            audience,
            km: formatNumber(upgrade.mileage_package, locale),
            amount: money(upgrade.new_amount),
          }),
        )}
      </p>
      {upgrade.one_time_payment > 0 ? <p>{t("successOneTime", { audience, amount: money(upgrade.one_time_payment) })}</p> : null}
    </Banner>
  );
}

/** The step-form result "mileage-upgrade-success": the answer of PUT …/mileage_packages. */
export const mileageUpgradeResult = stepFormResult<MileagePackageUpgrade>({
  read: (answer) => readUpgrade(answer),
  Result: function MileageUpgradeResultView({ value, context }) {
    return <MileageUpgradeSuccess upgrade={value} audience={context.audience} />;
  },
});
