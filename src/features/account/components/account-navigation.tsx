import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { LogoutButton } from "./logout-button.client";
import * as styles from "./account-navigation.css";

const ITEMS = [
  { key: "mycars", href: paths.mycars },
  { key: "myaccount", href: paths.myaccount },
  { key: "drivers", href: paths.drivers },
  { key: "loyalty", href: paths.loyalty },
  { key: "referral", href: paths.referral },
] as const;

/**
 * The account navigation of account.md section 2: a vertical list on wide screens, shown only
 * with a session; logout stands apart in the group "actions" after a divider. The current
 * section is marked with aria-current (a deal page belongs to "mycars").
 */
export function AccountNavigation({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  const t = useTranslations("nav");
  const current = ITEMS.filter((item) => isWithin(currentPath, item.href(locale))).sort((a, b) => b.href(locale).length - a.href(locale).length)[0];
  return (
    <nav aria-label={t("label")} className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Link href={item.href(locale)} className={styles.link} aria-current={item === current ? "page" : undefined}>
              {t(item.key)}
            </Link>
          </li>
        ))}
        <li aria-hidden="true" className={styles.dividerItem}>
          <hr className={styles.divider} />
        </li>
        <li>
          <ul className={styles.actions} aria-label={t("actions")}>
            <li>
              <LogoutButton className={styles.link} label={t("logout")} busyLabel={t("loggingOut")} target={paths.mycars("de-DE")} />
            </li>
          </ul>
        </li>
      </ul>
    </nav>
  );
}

function isWithin(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}
