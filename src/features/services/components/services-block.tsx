import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import * as styles from "@/ui/status-block.css";
import { formatCents, formatMoney } from "@/lib/money";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { BASE_SERVICES, bookedServices, deductibles } from "../rules/included-services";

/** The services module (deals.md §2): what the subscription includes, and the add-ons booked. */
export async function ServicesBlock({ context, title }: { context: PageContext; title: string | null }) {
  const { deal, locale } = context;
  if (!deal) return null;
  const t = await getTranslations({ locale, namespace: "services" });
  const audience = context.customer?.audience ?? "b2c";
  const { vollkasko, teilkasko } = deductibles(deal);
  const booked = bookedServices(deal);
  const heading = title ?? t("title");

  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <div className={styles.block}>
        <div>
          <h3 className={styles.subtitle}>{t("included")}</h3>
          <ul className={styles.facts}>
            {BASE_SERVICES.map((service) => (
              <li key={service}>
                {t(`base.${service}`)}
                {service === "insurance" && (vollkasko !== null || teilkasko !== null) ? (
                  <span className={styles.note}>
                    {" – "}
                    {[
                      vollkasko !== null ? t("vollkasko", { amount: formatCents(vollkasko) }) : null,
                      teilkasko !== null ? t("teilkasko", { amount: formatCents(teilkasko) }) : null,
                    ]
                      .filter(Boolean)
                      .join(", ")}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.subtitle}>{t("booked")}</h3>
          {booked.length === 0 ? (
            <p className={styles.value}>{t("noneBooked", { audience })}</p>
          ) : (
            <ul className={styles.facts}>
              {booked.map((service) => (
                <li key={service.key}>
                  {t(`addons.${service.key}`, { kilometres: service.kilometres ?? 0, amount: formatMoney(service.coverEur ?? 0) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
