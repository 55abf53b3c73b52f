import Link from "next/link";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { getAccountViewer } from "@/features/account/api/account-viewer.server";
import { AccountMenu } from "@/features/account/components/account-menu";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import { appLink as configuredAppLink } from "@/lib/env";
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
  // Should the deals fail to load, the menu still offers what every customer sees (account.md §4).
  const viewer = customer
    ? await getAccountViewer(customer, locale).catch(() => ({ locale, loyaltyEnabled: false, customer: { emailVerified: customer.emailVerified, dealVariants: [] } }))
    : null;
  const appLink = configuredAppLink();
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
          {customer === undefined ? null : customer && viewer ? (
            <AccountMenu viewer={viewer} name={`${customer.firstName} ${customer.lastName}`} buttonClassName={button.secondary} />
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
