import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LogoutOnArrival } from "@/features/account/public.components";
import { routing } from "@/i18n/routing";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * account.md §2 account navigation: /logout (group 'actions'). Signs the customer out, clears the
 * stored keys and goes to the sign-out target, /portal/de-DE/mycars, as the navigation's button does.
 */
export default async function LogoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "nav" });
  return (
    <section aria-labelledby="logout-title">
      <h1 id="logout-title">{t("logout")}</h1>
      <LogoutOnArrival className={button.primary} label={t("logout")} busyLabel={t("loggingOut")} target={paths.mycars("de-DE")} />
    </section>
  );
}
