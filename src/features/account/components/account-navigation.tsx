import { useTranslations } from "next-intl";
import { paths } from "@/lib/paths";
import { ACCOUNT_NAVIGATION_ENTRIES, accountEntryAction, visibleAccountEntries, type AccountViewer } from "../rules/account-visibility";
import { AccountEntryLink, currentAccountEntry } from "./account-entry-link";
import { LogoutButton } from "./logout-button.client";
import * as styles from "./account-navigation.css";

/**
 * The account navigation of account.md section 2: a vertical list on wide screens, shown only
 * with a session, with the entries the viewer may see (§4 Account visibility); logout stands
 * apart in the group "actions" after a divider. The current section is marked with aria-current
 * (a deal page belongs to "mycars").
 */
export function AccountNavigation({ viewer, currentPath }: { viewer: AccountViewer; currentPath: string }) {
  const t = useTranslations("nav");
  const { locale } = viewer;
  const entries = visibleAccountEntries(ACCOUNT_NAVIGATION_ENTRIES, viewer);
  const current = currentAccountEntry(entries, locale, currentPath);
  const action = accountEntryAction(viewer);
  return (
    <nav aria-label={t("label")} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry}>
            <AccountEntryLink
              entry={entry}
              action={action}
              locale={locale}
              current={entry === current}
              className={styles.link}
              email={viewer.customer?.email}
              audience={viewer.customer?.audience}
            >
              {t(entry)}
            </AccountEntryLink>
          </li>
        ))}
        <li aria-hidden="true" className={styles.dividerItem}>
          <hr className={styles.divider} />
        </li>
        <li>
          <ul className={styles.actions} aria-label={t("actions")}>
            <li>
              <SignOut className={styles.link} />
            </li>
          </ul>
        </li>
      </ul>
    </nav>
  );
}

/** Sign-out target of account.md section 2: /portal/de-DE/mycars, whatever the locale. */
export function SignOut({ className }: { className: string }) {
  const t = useTranslations("nav");
  return <LogoutButton className={className} label={t("logout")} busyLabel={t("loggingOut")} target={paths.mycars("de-DE")} />;
}
