import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { imageAlt } from "@/lib/text";
import { carName } from "../car-name";
import { StatusBadge } from "./status-badge";
import * as styles from "./vehicle-details.css";
import { ArrowLeftIcon } from "@/ui/icons";
import { button } from "@/ui/recipes.css";
import { formatDate } from "@/lib/date";
import { leadHandoverDates } from "@/features/delivery/api/lead-handover-dates.server";
import { leadCheckoutHref } from "../rules/lead-checkout";

/**
 * The head of the vehicle details page: car, status label and picture. The data tables below it
 * are data-list modules from content, so editors choose which rows a customer sees. A lead tells
 * its expected handover and goes on to the checkout, as its card in the list does (deals.md §2).
 */
export async function VehicleDetails({ context, title }: { context: PageContext; title: string | null }) {
  const { deal, locale } = context;
  if (!deal) return null;
  const [t, tList, handoverDates] = await Promise.all([
    getTranslations({ locale, namespace: "vehicleDetails" }),
    getTranslations({ locale, namespace: "subscriptionList" }),
    leadHandoverDates([deal]),
  ]);
  const handoverDate = handoverDates.get(deal.id);
  const checkout = leadCheckoutHref(deal, locale);
  const name = carName(deal.car);
  const plate = deal.car?.registration_data?.license_plate;

  return (
    <section aria-labelledby="vehicle-details-title">
      <Link className={styles.back} href={paths.mycars(locale)}>
        <ArrowLeftIcon /> {t("back")}
      </Link>
      <div className={styles.header}>
        <div>
          {title ? <p className={styles.eyebrow}>{title}</p> : null}
          <h1 id="vehicle-details-title" className={styles.name}>
            {name}
          </h1>
          <StatusBadge deal={deal} />
          <p className={styles.plate}>{plate ? t("licensePlate", { plate }) : t("noPlate")}</p>
          {handoverDate ? <p className={styles.plate}>{tList("handoverOn", { date: formatDate(handoverDate) })}</p> : null}
          {checkout ? (
            <a className={`${button.primary} ${styles.checkout}`} href={checkout}>
              {tList("continueCheckout")}
            </a>
          ) : null}
        </div>
        {/* The page's largest paint: fetched first. */}
        {deal.car?.picture ? (
          <img className={styles.picture} src={deal.car.picture} alt={imageAlt(name)} width={640} height={360} loading="eager" fetchPriority="high" />
        ) : null}
      </div>
    </section>
  );
}
