import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { imageAlt } from "@/lib/text";
import { carName } from "../car-name";
import { StatusBadge } from "./status-badge";
import * as styles from "./vehicle-details.css";
import { ArrowLeftIcon } from "@/ui/icons";

/**
 * The head of the vehicle details page: car, status label and picture. The data tables below it
 * are data-list modules from content, so editors choose which rows a customer sees.
 */
export async function VehicleDetails({ context, title }: { context: PageContext; title: string | null }) {
  const { deal, locale } = context;
  if (!deal) return null;
  const t = await getTranslations({ locale, namespace: "vehicleDetails" });
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
        </div>
        {/* The page's largest paint: fetched first. */}
        {deal.car?.picture ? (
          <img className={styles.picture} src={deal.car.picture} alt={imageAlt(name)} width={640} height={360} loading="eager" fetchPriority="high" />
        ) : null}
      </div>
    </section>
  );
}
