import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";

export default async function NotFound() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
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
