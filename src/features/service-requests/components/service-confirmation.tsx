import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { Banner } from "@/ui/banner";
import { readServiceConfirmation } from "../rules/service-request";
import * as styles from "./service-confirmation.css";

/**
 * The business result of a service request (deals.md §2 "/car/{id}/support/inspection/confirmation",
 * §6: "A service request by a business user leads to a confirmation page instead of a modal"):
 * what was asked for, read from the page's query, in "Sie". Opened without one, it says so.
 */
export async function ServiceConfirmation({ context, title }: { context: PageContext; title: string | null }) {
  const { locale, audience, query } = context;
  const t = await getTranslations({ locale, namespace: "serviceRequests" });
  const confirmation = readServiceConfirmation(query);
  if (!confirmation) return <p>{t("noConfirmation", { audience })}</p>;
  const { serviceTypes, comment, street, houseNumber, postalCode, city } = confirmation;
  return (
    <div className={styles.section}>
      <Banner tone="success" title={title ?? t("confirmationTitle")} name="service-confirmation">
        <p>{t("confirmationText", { audience })}</p>
      </Banner>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t("services")}</dt>
          <dd>
            <ul className={styles.services}>
              {serviceTypes.map((service) => (
                <li key={service}>{t(`serviceTypes.${service}`)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t("place")}</dt>
          <dd>
            <address className={styles.address}>
              {street} {houseNumber}
              <br />
              {postalCode} {city}
            </address>
          </dd>
        </div>
        {comment ? (
          <div className={styles.row}>
            <dt>{t("comment")}</dt>
            <dd>{comment}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
