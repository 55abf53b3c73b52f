import { Link } from "@/ui/link.client";
import { getLocale, getTranslations } from "next-intl/server";
import { hasLocale } from "next-intl";
import { chromeOnlyVersion } from "@/cms/get-page.server";
import { versionForViewer } from "@/cms/customer-version.server";
import { isDraftPreview } from "@/cms/editors/draft-preview.server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import { routing } from "@/i18n/routing";
import { CONTENT_VERSION_META, encodeContentVersion } from "@/lib/page-cache/content-version";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";

export default async function NotFound() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // A failed session lookup must not turn the 404 into an error: then it speaks to a private customer.
  const [t, customer, preview] = await Promise.all([
    getTranslations({ locale, namespace: "errors" }),
    getCurrentCustomer().catch(() => null),
    isDraftPreview(),
  ]);
  // The page is the same for every unknown path: the page cache keeps one copy per locale for
  // visitors, the private cache one per session (the customer's header), and each needs to know what
  // content and data it shows.
  const version = preview ? null : await versionForViewer(await chromeOnlyVersion(locale), customer);
  return (
    <section aria-labelledby="not-found-title">
      {version ? <meta name={CONTENT_VERSION_META} content={encodeContentVersion(version)} /> : null}
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
