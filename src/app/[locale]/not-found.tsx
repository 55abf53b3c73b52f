import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import { routing } from "@/i18n/routing";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";

export default async function NotFound() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // A failed session lookup must not turn the 404 into an error: then it speaks to a private customer.
  const [t, customer] = await Promise.all([getTranslations({ locale, namespace: "errors" }), getCurrentCustomer().catch(() => null)]);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText", { audience: customer?.audience ?? "b2c" })}</p>
      <p>
        <Link className={button.primary} href={paths.mycars(locale)}>
          {t("toMyCars")}
        </Link>{" "}
        <Link className={button.secondary} href={paths.home(locale)}>
          {t("toHome")}
        </Link>
      </p>
    </section>
  );
}
