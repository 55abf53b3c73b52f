import Link from "next/link";
import { useTranslations } from "next-intl";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { ACCOUNT_MENU_ENTRIES, accountEntryAction, visibleAccountEntries, type AccountViewer } from "../rules/account-visibility";
import { AccountEntryLink } from "./account-entry-link";
import { SignOut } from "./account-navigation";
import * as styles from "./account-menu.css";

/**
 * The user panel of the phone header's drawer (account.md §2 Header): the same entries as the
 * account menu, by the same rules (§4), as a plain list; a visitor gets the sign-in link.
 */
export function AccountPanel({ viewer, name }: { viewer: AccountViewer; name: string | null }) {
  const t = useTranslations("nav");
  const tHeader = useTranslations("header");
  if (!viewer.customer || name === null) {
    return (
      <Link className={button.primary} href={paths.login(viewer.locale)}>
        {tHeader("signIn")}
      </Link>
    );
  }
  const action = accountEntryAction(viewer);
  return (
    <nav aria-label={tHeader("accountMenu")}>
      <p className={styles.panelName}>{name}</p>
      <ul className={styles.list}>
        {visibleAccountEntries(ACCOUNT_MENU_ENTRIES, viewer).map((entry) => (
          <li key={entry}>
            <AccountEntryLink entry={entry} action={action} locale={viewer.locale} current={false} className={styles.link}>
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
    </nav>
  );
}
