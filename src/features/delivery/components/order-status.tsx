import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { getDealOrderStatus } from "@/features/deals/api/deals.server";
import { formatDate } from "@/lib/date";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { Fact } from "@/ui/fact";
import { StatusBlock } from "@/ui/status-block";
import * as styles from "@/ui/status-block.css";
import { button } from "@/ui/recipes.css";
import { ModalLink } from "@/ui/modal-link";
import { HANDOVER_MODAL_NAME } from "../rules/delay-alternatives";
import { earlyAvailabilityWeeks } from "../rules/early-availability";
import { hasOrderStatusToShow } from "../rules/order-status";
import { PowerOfAttorney } from "./power-of-attorney";
import { addressLine } from "@/features/addresses/rules/postal-address";

/**
 * The order status block (deals.md section 2): the delivery steps with the date each was
 * reached, and the delivery details. Where it shows is content's call (visibility rules).
 */
export async function OrderStatus({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const [status, t, tStepper] = await Promise.all([
    getDealOrderStatus(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "orderStatus" }),
    getTranslations({ locale, namespace: "stepper" }),
  ]);
  if (!status || !hasOrderStatusToShow(status)) return null;

  const { delivery } = status;
  const address = delivery.address;
  const earlyWeeks = earlyAvailabilityWeeks(delivery);
  const heading = title ?? t("title");
  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <StatusBlock
        label={heading}
        stateLabels={{ done: tStepper("done"), current: tStepper("current"), upcoming: tStepper("upcoming") }}
        steps={status.steps.map((step) => ({
          key: step.key,
          label: t(`steps.${step.key}`),
          reached: step.reached_at !== null,
          detail: step.reached_at ? t("reachedOn", { date: formatDate(step.reached_at) }) : undefined,
        }))}
        detailsTitle={t("delivery")}
        details={
          <>
            {delivery.planned_delivery_date ? <Fact term={t("plannedDate")} value={formatDate(delivery.planned_delivery_date)} /> : null}
            {delivery.preferred_delivery_date ? (
              <Fact term={t("preferredDate", { audience: customer.audience })} value={formatDate(delivery.preferred_delivery_date)} />
            ) : null}
            {delivery.slot ? <Fact term={t("slot")} value={delivery.slot.formatted_time} /> : null}
            {address ? <Fact term={t("address")} value={addressLine(address)} /> : null}
          </>
        }
      >
        {earlyWeeks !== null ? <p className={styles.note}>{t("earlyAvailability", { weeks: earlyWeeks, audience: customer.audience })}</p> : null}
        {/* deals.md §2 handover module: the change opens where the delivery is shown, while it can be changed. */}
        {delivery.address_changeable && status.status !== "delivery_completed" ? (
          <p>
            <ModalLink path={context.path} name={HANDOVER_MODAL_NAME} className={button.secondary}>
              {t("changeDelivery")}
            </ModalLink>
          </p>
        ) : null}
        <PowerOfAttorney dealId={deal.id} audience={customer.audience} locale={locale} />
      </StatusBlock>
    </section>
  );
}
