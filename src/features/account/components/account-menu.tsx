import { useTranslations } from "next-intl";
import type { AccountViewer } from "../rules/account-visibility";
import { AccountEntryList } from "./account-entry-list";
import { AccountMenuPanel } from "./account-menu-panel.client";
import { AccountSwitchCheck } from "./account-switch-check.client";
import * as styles from "./account-menu.css";

const PANEL_ID = "account-menu";

/**
 * The header's account button with its dropdown (account.md §2 Header): the entries the viewer may
 * see (§4 Account visibility), then sign out after a divider.
 */
export function AccountMenu({ viewer, name, buttonClassName }: { viewer: AccountViewer; name: string; buttonClassName: string }) {
  const tHeader = useTranslations("header");
  return (
    <>
      {viewer.customer?.contactId ? <AccountSwitchCheck contactId={viewer.customer.contactId} /> : null}
      <button type="button" className={buttonClassName} popoverTarget={PANEL_ID}>
        {name}
      </button>
      <AccountMenuPanel id={PANEL_ID} label={tHeader("accountMenu")} className={styles.panel}>
        <AccountEntryList viewer={viewer} />
      </AccountMenuPanel>
    </>
  );
}
