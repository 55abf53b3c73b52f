import Link from "next/link";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import { env } from "@/lib/env";
import { paths } from "@/lib/paths";
import { appBannerHidesAt } from "../rules/app-smart-banner";
import { AppSmartBanner } from "./app-smart-banner.client";
import { button, container } from "@/ui/recipes.css";
import * as styles from "./site-header.css";

/** A minimal header until the site-chrome issue: logo home, and the account entry point. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  // A failed session lookup (database unreachable) must not take the layout down with it: the
  // page below fails on the same lookup and shows its error dialog under this header, which then
  // offers neither the customer's name nor a sign-in it cannot know to be right (undefined).
  const [t, customer] = await Promise.all([getTranslations({ locale, namespace: "header" }), getCurrentCustomer().catch(() => undefined)]);
  const appLink = env.appLink();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t("skipToContent")}
      </a>
      <div className={`${container} ${styles.bar}`}>
        <Link className={styles.logo} href={paths.home(locale)} aria-label={t("home")}>
          Mein Auto-Abo
        </Link>
        <div className={styles.account}>
          {customer === undefined ? null : customer ? (
            <>
              <span className={styles.name}>{`${customer.firstName} ${customer.lastName}`}</span>
              <Link className={button.secondary} href={paths.mycars(locale)}>
                {t("myCars")}
              </Link>
            </>
          ) : (
            <Link className={button.primary} href={paths.login(locale)}>
              {t("signIn")}
            </Link>
          )}
        </div>
      </div>
      {customer?.session && appLink ? (
        <Suspense fallback={null}>
          <AppSmartBanner appLink={appLink} hidesAt={appBannerHidesAt(customer.session)} audience={customer.audience} />
        </Suspense>
      ) : null}
    </header>
  );
}
