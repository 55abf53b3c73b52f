import { getTranslations } from "next-intl/server";
import { getAccountViewer } from "@/features/account/api/account-viewer.server";
import { hasSubscriptionDeal } from "@/features/account/rules/account-visibility";
import type { PageContext } from "@/kernel/page-context";
import { Link } from "@/ui/link.client";
import { button } from "@/ui/recipes.css";
import * as styles from "./drivers.css";

/**
 * Whether the customer has a SUBSCRIPTION deal, whose cars additional drivers may drive (account.md
 * §4). The drivers pages open for every signed-in customer (`isAccountPageReachable`); the viewer is
 * the one the page gate read already (one read of the deals per request).
 */
export async function customerHasSubscription(context: PageContext): Promise<boolean> {
  if (!context.customer) return false;
  const viewer = await getAccountViewer(context.customer, context.locale);
  return hasSubscriptionDeal(viewer.customer?.dealVariants ?? []);
}

/** The drivers pages without a subscription: what drivers are for, and the way to a first car. */
export async function DriversNoSubscription({ context }: { context: PageContext }) {
  const { locale, audience } = context;
  const t = await getTranslations({ locale, namespace: "drivers" });
  return (
    <div data-drivers-state="no-subscription">
      <p className={styles.empty}>{t("noSubscription", { audience })}</p>
      <Link className={button.primary} href={`/${locale}/subscribe`}>
        {t("browseCars")}
      </Link>
    </div>
  );
}
