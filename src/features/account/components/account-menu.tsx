import { useTranslations } from "next-intl";
import { ACCOUNT_MENU_ENTRIES, accountEntryAction, visibleAccountEntries, type AccountViewer } from "../rules/account-visibility";
import { AccountEntryLink } from "./account-entry-link";
import { AccountMenuPanel } from "./account-menu-panel.client";
import { AccountSwitchCheck } from "./account-switch-check.client";
import { SignOut } from "./account-navigation";
import * as styles from "./account-menu.css";

const PANEL_ID = "account-menu";

/**
 * The header's account button with its dropdown (account.md §2 Header): the entries the viewer may
 * see (§4 Account visibility), then sign out after a divider.
 */
export function AccountMenu({ viewer, name, buttonClassName }: { viewer: AccountViewer; name: string; buttonClassName: string }) {
  const t = useTranslations("nav");
  const tHeader = useTranslations("header");
  const action = accountEntryAction(viewer);
  return (
    <>
      {viewer.customer?.contactId ? <AccountSwitchCheck contactId={viewer.customer.contactId} /> : null}
      <button type="button" className={buttonClassName} popoverTarget={PANEL_ID}>
        {name}
      </button>
      <AccountMenuPanel id={PANEL_ID} label={tHeader("accountMenu")} className={styles.panel}>
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
      </AccountMenuPanel>
    </>
  );
}
