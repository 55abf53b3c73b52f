import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { getDealWithInventory, getLatestBuyCarOffer } from "../api/buy-car.server";
import { formatDate } from "@/lib/date";
import { formatMoney } from "@/lib/money";
import { isBuyCarOffered } from "../rules/buy-car";
import { buyCarQuote } from "../rules/buy-car-offer";
import { BuyCarOffer } from "./buy-car-offer.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * The buy_car_modal's module (deals.md §2, §4 "Buy-car modal: initial, loading, success after the
 * offer is sent; the button closes it"): the quote computed on the server from the inventory (§9),
 * then the browser's request. A deal that may not be bought says so instead.
 */
export async function BuyCarFeature({ context }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale, audience, now } = context;
  const [found, latest] =
    customer && deal
      ? await Promise.all([getDealWithInventory(customer.customerId, deal.id, now), getLatestBuyCarOffer(customer.customerId, deal.id)])
      : [null, null];
  if (!found || !found.inventory || !isBuyCarOffered(found.deal, found.inventory, context)) {
    const t = await getTranslations({ locale, namespace: "buyCar" });
    return <p>{t("notOffered", { audience })}</p>;
  }
  const car = found.deal.car ? `${found.deal.car.oem} ${found.deal.car.model}` : "";
  return (
    <FeatureMessages namespaces={["buyCar"]}>
      <BuyCarOffer
        dealId={found.deal.id}
        car={car}
        audience={audience}
        quote={buyCarQuote(found.inventory, audience)}
        requested={latest ? { date: formatDate(latest.sent_at), price: formatMoney(latest.price) } : null}
      />
    </FeatureMessages>
  );
}
