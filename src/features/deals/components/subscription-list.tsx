import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { SubscriptionListBanners } from "./subscription-list-banners";
import { button } from "@/ui/recipes.css";
import { leadHandoverDates } from "@/features/delivery/api/lead-handover-dates.server";
import { getListedDeals } from "../api/deals.server";
import { DealCard } from "./deal-card";
import * as cardStyles from "./deal-card.css";
import * as styles from "./subscription-list.css";

/** "All subscriptions" (deals.md section 2): one card per deal of the signed-in customer. */
export async function SubscriptionList({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience } = context;
  // The page redirects visitors before modules render; this guards a misplaced module.
  if (!customer) return null;
  const [deals, t] = await Promise.all([getListedDeals(customer.customerId), getTranslations({ locale, namespace: "subscriptionList" })]);
  const handoverDates = await leadHandoverDates(deals);

  return (
    <section aria-labelledby="subscription-list-title">
      <h1 id="subscription-list-title" className={styles.title}>
        {title}
      </h1>
      <SubscriptionListBanners deals={deals} locale={locale} audience={audience} />
      {deals.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t("empty", { audience })}</p>
          <p className={styles.emptyHint}>{t("emptyHint", { audience })}</p>
          {/* The car slider of deals.md §2 is a content module on this page (carSlider, only without a subscription). */}
          <a className={button.primary} href={`/${locale}/subscribe`}>
            {t("browseCars")}
          </a>
        </div>
      ) : (
        <ul className={cardStyles.grid}>
          {deals.map((deal, index) => (
            <li key={deal.id}>
              <DealCard deal={deal} locale={locale} audience={audience} first={index === 0} handoverDate={handoverDates.get(deal.id) ?? null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
