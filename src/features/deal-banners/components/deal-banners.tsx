import { getTranslations } from "next-intl/server";
import type { ReactElement } from "react";
import type { PageContext } from "@/cms/page-context";
import { getDealOrderStatus } from "@/features/deals/api/deals.server";
import { carName } from "@/features/deals/components/car-name";
import { isReturnReminderShown } from "@/features/deals/rules/return-reminder";
import { returnOrEndDate } from "@/features/deals/rules/return-planning";
import { subscriptionEndsInDays } from "@/features/deals/rules/subscription-ends-soon";
import { isOrderStatusVisible, isVerificationBannerShown } from "@/features/delivery/rules/order-status";
import { delayCreditAmount, isDeliveryDelayBannerShown } from "@/features/delivery/rules/delivery-delay";
import { autoRenewalNotice } from "@/features/end-of-subscription/rules/auto-renewal-notice";
import { formatDate } from "@/lib/date";
import { formatMoney } from "@/lib/money";
import { Banner } from "@/ui/banner";

/**
 * The banners of the vehicle details page (deals.md sections 2 and 4), each shown by its rule.
 * This feature only composes: the rules live with their own features.
 */
export async function DealBanners({ context }: { context: PageContext }) {
  const { customer, deal, locale, audience } = context;
  if (!customer || !deal) return null;
  const needsOrderStatus = isOrderStatusVisible(deal, context);
  const [t, orderStatus] = await Promise.all([
    getTranslations({ locale, namespace: "dealBanners" }),
    needsOrderStatus ? getDealOrderStatus(customer.customerId, deal.id) : Promise.resolve(null),
  ]);

  const banners: ReactElement[] = [];
  if (orderStatus && isVerificationBannerShown(orderStatus.status)) {
    banners.push(
      <Banner key="verification" name="verification" title={t("verificationTitle", { audience })}>
        {t("verificationText", { audience })}
      </Banner>,
    );
  }
  if (orderStatus && isDeliveryDelayBannerShown(deal, context, orderStatus.delivery) && deal.planned_delivery_date && deal.preferred_delivery_date) {
    const credit = delayCreditAmount(deal);
    banners.push(
      <Banner key="delay" name="delivery-delay" tone="warning" title={t("delayTitle", { audience })}>
        <p>{t("delayText", { planned: formatDate(deal.planned_delivery_date), preferred: formatDate(deal.preferred_delivery_date) })}</p>
        {credit > 0 ? <p>{t("delayCredit", { audience, credit: formatMoney(credit, locale) })}</p> : null}
      </Banner>,
    );
  }
  const endDate = returnOrEndDate(deal);
  if (isReturnReminderShown(deal) && endDate) {
    banners.push(
      <Banner key="return-reminder" name="return-reminder" tone="warning" title={t("returnReminderTitle", { audience })}>
        {t("returnReminderText", { audience, date: formatDate(endDate) })}
      </Banner>,
    );
  }
  const daysLeft = subscriptionEndsInDays(deal, context);
  if (daysLeft !== null && endDate) {
    banners.push(
      <Banner key="ends-soon" name="subscription-ends-soon" title={t("endsSoonTitle", { audience, days: daysLeft })}>
        {t("endsSoonText", { audience, date: formatDate(endDate), car: carName(deal.car) })}
      </Banner>,
    );
  }
  const renewal = autoRenewalNotice(deal);
  if (renewal) {
    banners.push(
      <Banner key="auto-renewal" name="auto-renewal" title={t(`${renewal.phase}Title`, { audience })}>
        {t("autoRenewalText", { audience, date: formatDate(renewal.drivableUntil) })}
      </Banner>,
    );
  }
  return banners.length > 0 ? <div>{banners}</div> : null;
}
