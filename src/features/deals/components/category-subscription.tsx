import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { Fact } from "@/ui/fact";
import * as styles from "@/ui/status-block.css";
import { CATEGORY_FREE_SWAPS } from "../rules/category-subscription";

/**
 * Category subscription info (deals.md §2, §3 category_subscription_details): the deal is for a
 * car category rather than one model, 36 months with up to 3 free swaps (§9), each car its own term
 * (12 or 24 months). Nothing for other deals.
 */
export async function CategorySubscription({ context, title }: { context: PageContext; title: string | null }) {
  const details = context.deal?.category_subscription_details;
  if (!details) return null;
  const t = await getTranslations({ locale: context.locale, namespace: "categorySubscription" });
  const audience = context.customer?.audience ?? "b2c";
  const heading = title ?? t("title");
  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <div className={styles.block}>
        <p className={styles.value}>{t("text", { audience, months: details.term, swaps: CATEGORY_FREE_SWAPS })}</p>
        <dl className={styles.facts}>
          <Fact term={t("term")} value={t("months", { count: details.term })} />
          <Fact term={t("freeSwaps")} value={t("upTo", { count: CATEGORY_FREE_SWAPS })} />
          {context.deal?.term ? <Fact term={t("carTerm")} value={t("months", { count: context.deal.term })} /> : null}
          <Fact term={t("start")} value={formatDate(details.start_date)} />
          <Fact term={t("end")} value={formatDate(details.end_date)} />
        </dl>
      </div>
    </section>
  );
}
