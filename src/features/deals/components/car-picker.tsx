import { getTranslations } from "next-intl/server";
import { Link } from "@/ui/link.client";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { RetryOrLeave } from "@/ui/errors/retry-or-leave.lazy.client";
import { getListedDeals } from "../api/deals.server";
import { carName } from "../car-name";
import { choosableCarsFor, chosenCarPath } from "../rules/car-choice";
import type { Deal } from "../types";
import * as styles from "./car-picker.css";

/**
 * The first step of a flow started without a chosen deal (deals.md §2 "/mycars/no-deal/…: the
 * user first picks a car"; the business portal's /b2b/report-damage-page and schedule-service-page,
 * account.md §2): the customer's cars that are with them, each leading to the flow's page for that car. Deals that cannot be loaded open the no-deal error modal (§8: "Nochmal
 * versuchen", "Abbrechen" to /mycars).
 */
export async function CarPicker({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience, path } = context;
  if (!customer) return null;
  const t = await getTranslations({ locale, namespace: "carPicker" });
  let deals: Deal[];
  try {
    deals = await getListedDeals(customer.customerId);
  } catch (error) {
    console.error("[car-picker] the customer's deals could not be loaded", error);
    return <RetryOrLeave leaveTo={paths.mycars(locale)} audience={audience} />;
  }
  const cars = choosableCarsFor(path, deals);
  return (
    <section aria-labelledby="car-picker-title">
      <h2 id="car-picker-title">{title ?? t("title")}</h2>
      {cars.length === 0 ? (
        <>
          <p className={styles.intro}>{t("empty", { audience })}</p>
          <Link className={button.secondary} href={paths.mycars(locale)}>
            {t("toMyCars", { audience })}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t("intro", { audience })}</p>
          <ul className={styles.list}>
            {cars.map((deal) => {
              const target = chosenCarPath(path, deal.id);
              const plate = deal.car?.registration_data?.license_plate;
              return target ? (
                <li key={deal.id}>
                  <Link className={styles.choice} href={target}>
                    {deal.car?.picture ? (
                      <img className={styles.picture} src={deal.car.picture} alt="" width={96} height={54} />
                    ) : (
                      <span className={styles.picture} />
                    )}
                    <span>
                      <span className={styles.name}>{carName(deal.car)}</span>
                      {plate ? <span className={styles.plate}>{plate}</span> : null}
                    </span>
                  </Link>
                </li>
              ) : null;
            })}
          </ul>
        </>
      )}
    </section>
  );
}
