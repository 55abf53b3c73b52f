import { Link } from "@/ui/link.client";
import { useTranslations } from "next-intl";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import type { AccountViewer } from "../rules/account-visibility";
import { AccountEntryList } from "./account-entry-list";
import * as styles from "./account-menu.css";

/**
 * The user panel of the phone header's drawer (account.md §2 Header): the same entries as the
 * account menu, by the same rules (§4), as a plain list; a visitor gets the sign-in link.
 */
export function AccountPanel({ viewer, name }: { viewer: AccountViewer; name: string | null }) {
  const tHeader = useTranslations("header");
  if (!viewer.customer || name === null) {
    return (
      <Link className={button.primary} href={paths.login(viewer.locale)}>
        {tHeader("signIn")}
      </Link>
    );
  }
  return (
    <nav aria-label={tHeader("accountMenu")}>
      <p className={styles.panelName}>{name}</p>
      <AccountEntryList viewer={viewer} />
    </nav>
  );
}
