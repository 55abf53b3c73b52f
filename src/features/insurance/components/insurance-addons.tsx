import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { formatMoney } from "@/lib/money";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { Banner } from "@/ui/banner";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { ModalLink } from "@/ui/modal-link";
import { getDealAddons } from "../api/deal-addons.server";
import { deductibleReductionOffer } from "../rules/deductible-reduction";
import { isInsuranceUpgradeOffered } from "../rules/insurance-upgrade";
import { isFreeForLoyalty, shownPrice } from "../rules/shown-price";
import { INSURANCE_UPGRADE_MODAL, ONE_TIME_MILEAGE_MODAL } from "../modal-names";
import { DeductibleReduction } from "./deductible-reduction.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * The deal page's insurance and add-on block (deals.md §2, §4): the deductible reduction while §4
 * offers it (and "coming later" for a lead), the insurance upgrade action while
 * `isInsuranceUpgradeOffered`, and the one-time mileage action on ACTIVE deals that can add it.
 * deals.md §4 refuses the reduction for ACTIVE deals and lower deductibles: a real product does not
 * advertise what it refuses, so those deals show no banner (the BFF still answers 409 with the code).
 * Nothing renders when nothing is on offer.
 */
export async function InsuranceAddons({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const audience = customer.audience;
  const [addons, t] = await Promise.all([
    getDealAddons(customer.customerId, deal.id, deal.car?.external_product_id ?? null, locale),
    getTranslations({ locale, namespace: "insurance" }),
  ]);
  const reduction = deductibleReductionOffer(deal);
  const upgrade = isInsuranceUpgradeOffered(deal, addons);
  const mileage = deal.state === "ACTIVE" && addons !== null && addons.canAddAdditionalMileage;
  const protection = addons?.groups.find((group) => group.id === "protection")?.addons[0];
  const offered = reduction.status === "offered" && protection !== undefined;
  if (!offered && reduction.status !== "comingLater" && !upgrade && !mileage) return null;
  const heading = title ?? t("blockTitle");
  const tAddons = await getTranslations({ locale, namespace: "addons" });
  const free = protection !== undefined && isFreeForLoyalty(protection, addons?.loyalty_level ?? null);
  const price =
    protection === undefined || free
      ? ""
      : t("perMonth", { price: formatMoney(shownPrice(protection, audience)) }) + (audience === "b2b" ? ` ${t("netNote")}` : "");

  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      {offered ? (
        <Banner
          name="deductible-reduction"
          title={t("reduction.title")}
          actions={
            <FeatureMessages namespaces={["insurance"]}>
              <DeductibleReduction dealId={deal.id} price={price} free={free} audience={audience} />
            </FeatureMessages>
          }
        >
          <p>{free ? t("reduction.textFree", { audience }) : t("reduction.text", { audience, price })}</p>
        </Banner>
      ) : null}
      {reduction.status === "comingLater" ? (
        <Banner name="deductible-reduction-coming-later" title={t("reduction.comingLaterTitle")}>
          <p>{t("reduction.comingLaterText", { audience })}</p>
        </Banner>
      ) : null}
      {upgrade || mileage ? (
        <div className={form.actions}>
          {upgrade ? (
            <ModalLink path={context.path} name={INSURANCE_UPGRADE_MODAL} className={button.secondary}>
              {t("upgradeAction")}
            </ModalLink>
          ) : null}
          {mileage ? (
            <ModalLink path={context.path} name={ONE_TIME_MILEAGE_MODAL} className={button.secondary}>
              {tAddons("mileageAction")}
            </ModalLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
