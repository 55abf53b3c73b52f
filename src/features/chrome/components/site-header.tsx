import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import { appLink as configuredAppLink } from "@/lib/env";
import { paths } from "@/lib/paths";
import { appBannerHidesAt } from "../rules/app-smart-banner";
import { AppSmartBanner } from "./app-smart-banner.client";
import { container } from "@/ui/recipes.css";
import * as styles from "./site-header.css";

/**
 * A minimal header until the site-chrome issue: logo home, and the account entry point, which the
 * layout hands in (`account`), so the chrome knows no other feature's components.
 */
export async function SiteHeader({ locale, account }: { locale: Locale; account: ReactNode }) {
  const [t, customer] = await Promise.all([getTranslations({ locale, namespace: "header" }), getCurrentCustomer().catch(() => undefined)]);
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
        <div className={styles.account}>{account}</div>
      </div>
      {customer?.session && appLink ? (
        <Suspense fallback={null}>
          <AppSmartBanner appLink={appLink} hidesAt={appBannerHidesAt(customer.session)} audience={customer.audience} />
        </Suspense>
      ) : null}
    </header>
  );
}
