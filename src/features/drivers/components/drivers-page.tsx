import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { getCustomerDrivers } from "../api/drivers.server";
import { DriversList } from "./drivers-list.lazy.client";
import { customerHasSubscription, DriversNoSubscription } from "./drivers-no-subscription";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * /myaccount/drivers (account.md §2 Drivers): the list, read once on the server, and the way to add
 * one; without a subscription (§4), what drivers are for instead.
 */
export async function DriversPage({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  if (!customer) return null;
  const [subscribed, drivers, t] = await Promise.all([
    customerHasSubscription(context),
    getCustomerDrivers(customer.customerId),
    getTranslations({ locale, namespace: "drivers" }),
  ]);
  const heading = title ?? t("title");
  if (!subscribed) {
    return (
      <section className={moduleSection} aria-label={heading} data-feature="drivers-list">
        <h1 className={moduleTitle}>{heading}</h1>
        <DriversNoSubscription context={context} />
      </section>
    );
  }
  return (
    <section className={moduleSection} aria-label={heading} data-feature="drivers-list">
      <h1 className={moduleTitle}>{heading}</h1>
      <p>{t("intro", { audience: customer.audience })}</p>
      <FeatureMessages namespaces={["drivers"]}>
        <DriversList initial={drivers} audience={customer.audience} addHref={paths.driversAdd(locale)} />
      </FeatureMessages>
    </section>
  );
}
