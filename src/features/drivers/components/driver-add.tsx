import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { DriverAddForm } from "./driver-add-form.lazy.client";
import { customerHasSubscription, DriversNoSubscription } from "./drivers-no-subscription";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * /myaccount/drivers/add (account.md §2 Drivers, "add-drivers"): the add-driver form; without a
 * subscription (§4), what drivers are for instead.
 */
export async function DriverAdd({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  if (!customer) return null;
  const [subscribed, t] = await Promise.all([customerHasSubscription(context), getTranslations({ locale, namespace: "drivers" })]);
  const heading = title ?? t("form.title");
  return (
    <section className={moduleSection} aria-label={heading} data-feature="driver-add">
      <h1 className={moduleTitle}>{heading}</h1>
      {subscribed ? (
        <FeatureMessages namespaces={["drivers"]}>
          <DriverAddForm locale={locale} audience={customer.audience} listHref={paths.drivers(locale)} nowIso={context.now.toISOString()} />
        </FeatureMessages>
      ) : (
        <DriversNoSubscription context={context} />
      )}
    </section>
  );
}
