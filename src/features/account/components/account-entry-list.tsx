import { useTranslations } from "next-intl";
import { ACCOUNT_MENU_ENTRIES, accountEntryAction, visibleAccountEntries, type AccountViewer } from "../rules/account-visibility";
import { AccountEntryLink } from "./account-entry-link";
import { SignOut } from "./account-navigation";
import * as styles from "./account-menu.css";

/**
 * The account entries the viewer may see (account.md §4 Account visibility), then sign out after a
 * divider: the header's dropdown and the phone drawer's panel show the same list. An unverified
 * customer's entries open the verification modal for their own email and audience.
 */
export function AccountEntryList({ viewer }: { viewer: AccountViewer }) {
  const t = useTranslations("nav");
  const action = accountEntryAction(viewer);
  return (
    <ul className={styles.list}>
      {visibleAccountEntries(ACCOUNT_MENU_ENTRIES, viewer).map((entry) => (
        <li key={entry}>
          <AccountEntryLink
            entry={entry}
            action={action}
            locale={viewer.locale}
            current={false}
            className={styles.link}
            email={viewer.customer?.email}
            audience={viewer.customer?.audience}
          >
            {t(entry)}
          </AccountEntryLink>
        </li>
      ))}
      <li aria-hidden="true">
        <hr className={styles.divider} />
      </li>
      <li>
        <SignOut className={styles.link} />
      </li>
    </ul>
  );
}
