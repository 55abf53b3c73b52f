import { getTranslations } from "next-intl/server";
import { Link } from "@/ui/link.client";
import type { PageContext } from "@/kernel/page-context";
import { carName } from "@/features/deals/car-name";
import { dealStatus } from "@/features/deals/rules/deal-status";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { paths } from "@/lib/paths";
import { getAccountDeletionState } from "../api/account-deletion.server";
import * as styles from "./account-deletion.css";

/**
 * On /contact (deals.md §2 "target when a user with active subscriptions asks to delete the
 * account"): the subscriptions that keep the account, each with its status and a link to it.
 * Nothing for visitors or customers without such deals; the page's other content (support hours)
 * is for everyone.
 */
export async function DealsPreventingDeletion({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  if (!customer) return null;
  const [state, t, status] = await Promise.all([
    getAccountDeletionState(customer.customerId),
    getTranslations({ locale, namespace: "accountDeletion" }),
    getTranslations({ locale, namespace: "dealStatus" }),
  ]);
  if (state.preventing.length === 0) return null;
  const heading = title ?? t("preventingTitle");
  return (
    <section className={moduleSection} aria-label={heading} data-feature="deals-preventing-deletion">
      <h2 className={moduleTitle}>{heading}</h2>
      <p>{t("preventingText", { audience: customer.audience, count: state.preventing.length })}</p>
      <ul className={styles.deals}>
        {state.preventing.map((deal) => (
          <li key={deal.id} className={styles.deal}>
            <Link href={paths.deal(locale, deal.id)}>{carName(deal.car)}</Link>
            <span>{status(dealStatus(deal).label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
