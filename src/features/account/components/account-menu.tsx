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
      <button type="button" className={`${buttonClassName} ${styles.button}`} popoverTarget={PANEL_ID} aria-expanded="false" aria-controls={PANEL_ID}>
        {/* On a phone the name would push the brand out of the header: its initials stand in, the name stays its label. */}
        <span aria-hidden="true" className={styles.initials}>
          {initialsOf(name)}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      <AccountMenuPanel id={PANEL_ID} label={tHeader("accountMenu")} className={styles.panel}>
        <AccountEntryList viewer={viewer} />
      </AccountMenuPanel>
    </>
  );
}

/** "Viktor Verlängerung" → "VV": the first letters of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase("de-DE");
}
