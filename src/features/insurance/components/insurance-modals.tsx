import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { isAddonStateOpen, isCommitmentEndWithinBlockedMonths } from "@/features/deals/rules/addon-change";
import { isLeadDeal } from "@/features/deals/rules/deal-state";
import { getDealAddons } from "../api/deal-addons.server";
import { InsuranceUpgrade } from "./insurance-upgrade.lazy.client";
import { OneTimeMileage } from "./one-time-mileage.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";

async function load(context: PageContext) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const productId = deal.car?.external_product_id ?? null;
  const addons = await getDealAddons(customer.customerId, deal.id, productId, locale);
  if (!addons || productId === null) return null;
  return { customer, deal, locale, productId, addons };
}

/** The INSURANCE_UPGRADE modal's module (deals.md §2): the server's add-ons, then the browser's. */
export async function InsuranceUpgradeFeature({ context }: { context: PageContext; title: string | null }) {
  const loaded = await load(context);
  if (!loaded) {
    const t = await getTranslations({ locale: context.locale, namespace: "insurance" });
    return <p>{t("notOffered", { audience: context.customer?.audience ?? "b2c" })}</p>;
  }
  const { customer, deal, locale, productId, addons } = loaded;
  return (
    <FeatureMessages namespaces={["insurance", "addons"]}>
      <InsuranceUpgrade
        dealId={deal.id}
        productId={productId}
        locale={locale}
        audience={customer.audience}
        initial={addons}
        protectionChangeable={isAddonStateOpen(deal, "protection")}
      />
    </FeatureMessages>
  );
}

/** The one_time_mileage modal's module (deals.md §2, §4). */
export async function OneTimeMileageFeature({ context }: { context: PageContext; title: string | null }) {
  const loaded = await load(context);
  if (!loaded) {
    const t = await getTranslations({ locale: context.locale, namespace: "addons" });
    return <p>{t("blocked")}</p>;
  }
  const { customer, deal, locale, productId, addons } = loaded;
  return (
    <FeatureMessages namespaces={["addons"]}>
      <OneTimeMileage
        dealId={deal.id}
        productId={productId}
        locale={locale}
        audience={customer.audience}
        initial={addons}
        commitmentEndsSoon={isCommitmentEndWithinBlockedMonths(deal, context)}
        orderOpen={isLeadDeal(deal)}
      />
    </FeatureMessages>
  );
}
