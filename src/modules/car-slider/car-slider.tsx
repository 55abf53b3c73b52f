import { getTranslations } from "next-intl/server";
import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { getCatalogue } from "@/features/car-search/public.server";
import { searchPagePriceFrom } from "@/features/car-search/public";
import { getListedDeals } from "@/features/deals/public.server";
import { formatMoney, netOfVat } from "@/lib/money";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import { CarSliderFrame } from "./car-slider-frame.client";
import * as styles from "./car-slider.css";
import type { carSliderContract } from "./car-slider.contract";

/**
 * Cars to subscribe (deals.md §2: "a car slider when there is no subscription"). With
 * `onlyWithoutSubscription` it shows to signed-in customers who have no deal yet, and to no one
 * else. Business customers read prices net of VAT (§6).
 */
export async function CarSlider({ entry, context }: ModuleProps<typeof carSliderContract>) {
  const { title, onlyWithoutSubscription, offers } = entry.fields;
  const { customer, locale } = context;
  if (onlyWithoutSubscription && (!customer || (await getListedDeals(customer.customerId)).length > 0)) return null;
  const t = await getTranslations({ locale, namespace: "carSlider" });
  const business = context.audience === "b2b";
  const label = title ?? t("label");
  const catalogue = await getCatalogue();
  return (
    <section className={moduleSection} aria-label={label}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
      <CarSliderFrame label={label} previous={t("previous")} next={t("next")}>
        {offers.map((offer, index) => {
          // The shop is on the same host, outside the portal: a plain link, not a portal route.
          const href = offer.href.startsWith("https://") ? offer.href : `/${locale}${offer.href}`;
          // A link to a model's search page shows that page's price; content's
          // `priceFrom` only prices links to the shop outside the portal.
          const pageCents = offer.href.startsWith("/subscribe/") ? searchPagePriceFrom(catalogue, offer.href.slice("/subscribe/".length)) : null;
          const gross = pageCents === null ? offer.priceFrom : pageCents / 100;
          const price = formatMoney(business ? netOfVat(gross) : gross);
          return (
            <li key={offer.id} className={styles.card}>
              {/* Below an empty subscription list the first picture is the page's largest paint: never lazy. */}
              <img
                className={styles.picture}
                src={offer.image}
                alt=""
                width={320}
                height={180}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
              />
              <p className={styles.name} {...inspectorProps(context, offer.id, "name")}>
                {offer.name}
              </p>
              <p className={styles.price}>
                {t("priceFrom", { price })}
                {business ? <span className={styles.note}> {t("netOfVat")}</span> : null}
              </p>
              <a href={href} aria-label={t("show", { name: offer.name })}>
                {t("showShort")}
              </a>
            </li>
          );
        })}
      </CarSliderFrame>
    </section>
  );
}
