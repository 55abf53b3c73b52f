import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { getAccountViewer } from "../api/account-viewer.server";
import { AccountMenu } from "./account-menu";
import { AccountPanel } from "./account-panel";

/**
 * The header's account entry point (placed in the site header by the locale layout): the
 * customer's account menu, or the sign-in button for a visitor.
 */
export async function AccountEntry({ locale, variant = "menu" }: { locale: Locale; variant?: "menu" | "panel" }) {
  // A failed session lookup (database unreachable) must not take the layout down with it: the
  // page below fails on the same lookup and shows its error dialog under the header, which then
  // offers neither the customer's name nor a sign-in it cannot know to be right (undefined).
  const [t, customer] = await Promise.all([getTranslations({ locale, namespace: "header" }), getCurrentCustomer().catch(() => undefined)]);
  if (customer === undefined) return null;
  if (!customer) {
    if (variant === "panel") return <AccountPanel viewer={{ locale, loyaltyEnabled: false, customer: null }} name={null} />;
    return (
      <Link className={button.primary} href={paths.login(locale)}>
        {t("signIn")}
      </Link>
    );
  }
  // Should the deals fail to load, the menu still offers what every customer sees (account.md §4).
  const viewer = await getAccountViewer(customer, locale).catch(() => ({
    locale,
    loyaltyEnabled: false,
    customer: { emailVerified: customer.emailVerified, dealVariants: [], email: customer.email, audience: customer.audience },
  }));
  const name = `${customer.firstName} ${customer.lastName}`;
  // The phone drawer's user panel (account.md §2 Header): the same entries by the same rules.
  if (variant === "panel") return <AccountPanel viewer={viewer} name={name} />;
  return <AccountMenu viewer={viewer} name={name} buttonClassName={button.secondary} />;
}
