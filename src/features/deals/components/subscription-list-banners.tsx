import { getTranslations } from "next-intl/server";
import { carName } from "../car-name";
import type { Deal } from "@/features/deals/types";
import { bridgedCarDeliveryDate, isBridgingVehicleInfoShown, previousDealOf } from "@/features/delivery/rules/bridging";
import { isSwapExpected } from "@/features/delivery/rules/swap";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { Banner } from "@/ui/banner";

/** The subscription list's bridging-vehicle info and swap banners (deals.md section 2). */
export async function SubscriptionListBanners({ deals, locale, audience }: { deals: Deal[]; locale: Locale; audience: Audience }) {
  const t = await getTranslations({ locale, namespace: "listBanners" });
  const banners = deals.flatMap((deal) => {
    const found = [];
    if (isBridgingVehicleInfoShown(deal)) {
      // The ordered car's planned delivery date, where there is one (deals.md §3 Handover data).
      const delivery = bridgedCarDeliveryDate(deal);
      found.push(
        <Banner key={`bridging-${deal.id}`} name="bridging-vehicle" title={t("bridgingTitle", { audience })}>
          {delivery
            ? t("bridgingTextPlanned", { audience, car: carName(deal.car), date: formatDate(delivery) })
            : t("bridgingText", { audience, car: carName(deal.car) })}
        </Banner>,
      );
    }
    const previous = previousDealOf(deal, deals);
    const swapDate = deal.handover_appointment_date ?? deal.preferred_handover_date;
    if (previous && swapDate && isSwapExpected(deal, previous)) {
      const cars = { oldCar: carName(previous.car), newCar: carName(deal.car) };
      const date = formatDate(swapDate);
      // The old car's return may be moved off the swap's day (deals.md §4: the two within 30 days):
      // the banner then names both days, where "Am … tauschen wir" named one the return page contradicted.
      const returnDate = previous.return_date ? formatDate(previous.return_date) : date;
      found.push(
        <Banner key={`swap-${deal.id}`} name="swap" title={t("swapTitle", { audience })}>
          {returnDate === date ? t("swapText", { audience, date, ...cars }) : t("swapTextApart", { audience, date, returnDate, ...cars })}
        </Banner>,
      );
    }
    return found;
  });
  return banners.length > 0 ? <div>{banners}</div> : null;
}
