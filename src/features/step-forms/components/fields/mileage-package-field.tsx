import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import type { MileagePackageOffer, MileageUpgradeBlock } from "@/features/mileage/rules/mileage-packages";
import type { MileagePackages } from "@/features/mileage/types";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatMoney } from "@/lib/money";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";
import * as cardStyles from "./mileage-package-field.css";
import { LookupStatus } from "./lookup-status";
import { useFieldLookup } from "./use-field-lookup";
import { formatNumber } from "@/lib/numbers";

const UNAVAILABLE_TEXT: Record<MileageUpgradeBlock, "tooLate" | "notAvailable" | "switchedOff" | "orderPending"> = {
  mileage_upgrade_too_late: "tooLate",
  mileage_upgrade_not_available: "notAvailable",
  mileage_upgrade_switched_off: "switchedOff",
  mileage_upgrade_order_pending: "orderPending",
};

/** The answer of GET …/mileage_packages (deals.md §7), read defensively: it comes over the network. */
function readPackages(data: unknown): MileagePackages | null {
  if (data === null || typeof data !== "object") return null;
  const answer = data as Partial<MileagePackages>;
  if (!Array.isArray(answer.available_mileage_packages) || typeof answer.amount !== "number") return null;
  const offers = (answer.available_mileage_packages as unknown[]).filter(
    (offer): offer is MileagePackageOffer =>
      offer !== null &&
      typeof offer === "object" &&
      ["mileage_package", "amount_change", "new_amount", "one_time_payment"].every(
        (key) => typeof (offer as Record<string, unknown>)[key] === "number",
      ),
  );
  return { ...(answer as MileagePackages), available_mileage_packages: offers };
}

function useMoney(audience: Audience) {
  const t = useTranslations("mileageUpgrade");
  const locale = useLocale() as Locale;
  // The rate as the deal page writes it (deals.md §9: cents only where there are some).
  const money = (amount: number) => formatMoney(amount);
  return {
    km: (value: number) => formatNumber(value, locale),
    // Business customers see every amount net of VAT (deals.md §6).
    amount: (value: number) => (audience === "b2b" ? t("net", { amount: money(value) }) : money(value)),
    change: (value: number) => (audience === "b2b" ? t("net", { amount: `+${money(value)}` }) : `+${money(value)}`),
    oneTime: (value: number) => (value === 0 ? t("noOneTimePayment") : audience === "b2b" ? t("net", { amount: money(value) }) : money(value)),
  };
}

function OfferFacts({ offer, audience }: { offer: MileagePackageOffer; audience: Audience }) {
  const t = useTranslations("mileageUpgrade");
  const format = useMoney(audience);
  const rows: [string, string][] = [
    [t("newAmount"), format.amount(offer.new_amount)],
    [t("amountChange"), format.change(offer.amount_change)],
    [t("oneTimePayment"), format.oneTime(offer.one_time_payment)],
  ];
  return (
    <dl className={cardStyles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={cardStyles.fact}>
          <dt>{term}</dt>
          <dd className={cardStyles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * deals.md §2 mileage-upgrade step 1: the packages above the current one as radio cards (km per
 * month, new monthly rate, change per month, one-time payment), from the field's lookup of GET
 * …/mileage_packages. Required in content, so the step's Next stays disabled until one is chosen
 * (§4, §5). A chosen value the answer does not offer (a stale `mileagePackage` link) is cleared.
 */
export function MileagePackageField({ field, control, setValue, form }: FieldRendererProps) {
  const t = useTranslations("mileageUpgrade");
  const lookup = useFieldLookup(field.lookup, form);
  const packages = readPackages(lookup.data);
  const format = useMoney(form.audience);
  const chosen = form.values[field.name];
  const offered = packages?.available_mileage_packages ?? null;
  const stale = offered !== null && typeof chosen === "string" && chosen !== "" && !offered.some((offer) => String(offer.mileage_package) === chosen);
  useEffect(() => {
    if (stale) setValue("");
  }, [stale, setValue]);
  const audience = form.audience;

  return (
    <fieldset
      className={cardStyles.cards}
      id={control.id}
      tabIndex={-1}
      aria-invalid={control["aria-invalid"]}
      aria-describedby={control["aria-describedby"]}
    >
      <legend className={styles.label}>{field.label}</legend>
      <LookupStatus lookup={lookup} loadingText={t("loading")} />
      {packages ? (
        <p className={styles.help}>
          {t("current", { audience, km: format.km(packages.mileage_package ?? 0), amount: format.amount(packages.amount) })}
        </p>
      ) : null}
      {packages && packages.unavailable_reason !== null ? (
        <p className={styles.error} role="alert">
          {t(UNAVAILABLE_TEXT[packages.unavailable_reason], { audience })}
        </p>
      ) : null}
      {packages && packages.unavailable_reason === null && offered?.length === 0 ? <p role="status">{t("noHigherPackage", { audience })}</p> : null}
      {offered?.map((offer) => {
        const value = String(offer.mileage_package);
        return (
          <label key={value} className={cardStyles.card}>
            <input
              type="radio"
              className={cardStyles.radio}
              name={field.name}
              value={value}
              checked={chosen === value}
              disabled={control.disabled}
              onChange={() => setValue(value)}
            />
            <span>
              <span className={cardStyles.cardTitle}>{t("perMonth", { km: format.km(offer.mileage_package) })}</span>
              <OfferFacts offer={offer} audience={audience} />
            </span>
          </label>
        );
      })}
      {packages?.is_late_change && offered && offered.length > 0 ? <p className={styles.help}>{t("lateChange", { audience })}</p> : null}
    </fieldset>
  );
}

/** deals.md §2 mileage-upgrade step 2: the chosen package with its prices, read from the same lookup, before the PUT. */
export function MileagePackageSummaryField({ field, control, form }: FieldRendererProps) {
  const t = useTranslations("mileageUpgrade");
  const lookup = useFieldLookup(field.lookup, form);
  const packages = readPackages(lookup.data);
  const format = useMoney(form.audience);
  const choiceField = form.stepsBefore.flatMap((step) => step.fields).find((candidate) => candidate.kind === "mileage-package");
  const chosen = choiceField ? form.values[choiceField.name] : undefined;
  const offer = packages?.available_mileage_packages.find((candidate) => String(candidate.mileage_package) === chosen);
  return (
    <div>
      <p id={control.id} className={styles.label}>
        {field.label}
      </p>
      <LookupStatus lookup={lookup} loadingText={t("loading")} />
      {packages && offer ? (
        <div aria-labelledby={control.id} role="group">
          <p>{t("summary", { from: format.km(packages.mileage_package ?? 0), to: format.km(offer.mileage_package) })}</p>
          <OfferFacts offer={offer} audience={form.audience} />
          {offer.one_time_payment > 0 ? <p className={styles.help}>{t("lateChange", { audience: form.audience })}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
