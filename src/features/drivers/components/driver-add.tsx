import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { DriverAddForm } from "./driver-add-form.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";

/** /myaccount/drivers/add (account.md §2 Drivers, "add-drivers"): the add-driver form. */
export async function DriverAdd({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  if (!customer) return null;
  const t = await getTranslations({ locale, namespace: "drivers" });
  const heading = title ?? t("form.title");
  return (
    <section className={moduleSection} aria-label={heading} data-feature="driver-add">
      <h1 className={moduleTitle}>{heading}</h1>
      <FeatureMessages namespaces={["drivers"]}>
        <DriverAddForm locale={locale} audience={customer.audience} listHref={paths.drivers(locale)} nowIso={context.now.toISOString()} />
      </FeatureMessages>
    </section>
  );
}
