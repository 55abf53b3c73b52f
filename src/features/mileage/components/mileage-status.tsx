import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { Fact } from "@/ui/fact";
import * as styles from "@/ui/status-block.css";
import { getDealMileageStanding } from "../api/mileage-standing.server";
import { formatNumber } from "@/lib/numbers";

/**
 * The deal page's mileage block: the latest reading (the last report, else the handover's) and,
 * after a report, whether the package the deal has now covers it (`mileageStanding`), and the free
 * kilometres redeemed from loyalty points for this deal. Shown for an
 * ACTIVE deal with a car, as the mileage is fetched (deals.md §4).
 */
export async function MileageStatus({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const [standing, t] = await Promise.all([
    getDealMileageStanding(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "mileageStatus" }),
  ]);
  if (!standing) return null;
  const audience = customer.audience;
  // Written as the report's outcome writes them (mileage-report-result), in the page's locale.
  const km = (value: number) => formatNumber(value, locale);
  const heading = title ?? t("title");
  const { estimate } = standing;

  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <dl className={styles.facts}>
        {standing.reported_at ? (
          <Fact term={t("latest")} value={t("reading", { km: km(standing.mileage), date: formatDate(standing.reported_at) })} />
        ) : (
          <Fact term={t("atHandover")} value={t("km", { km: km(standing.mileage) })} />
        )}
        {/* account.md §3 Reward group "mileage": the spec names no page for redeemed free km; they stand where the deal's kilometres do. */}
        {standing.loyalty_free_km > 0 ? (
          <Fact term={t("loyaltyFreeKm")} value={t("loyaltyFreeKmValue", { km: km(standing.loyalty_free_km) })} />
        ) : null}
        {estimate ? <Fact term={t("usage")} value={t("perMonth", { km: km(estimate.monthly_mileage_usage) })} /> : null}
      </dl>
      {standing.reported_at === null ? (
        <p className={styles.note}>{t("notReported", { audience })}</p>
      ) : estimate ? (
        <p className={styles.note}>
          {estimate.monthly_mileage_excess > 0
            ? t("over", { audience, excess: km(estimate.monthly_mileage_excess), package: km(estimate.mileage_package) })
            : t("within", { audience, package: km(estimate.mileage_package) })}
        </p>
      ) : null}
    </section>
  );
}
