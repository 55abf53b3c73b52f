import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/cms/page-context";
import { formatDate } from "@/lib/date";
import { moduleSection, moduleTitle } from "@/modules/module.css";
import { Fact } from "@/ui/fact";
import * as styles from "@/ui/status-block.css";

/**
 * Category subscription info (deals.md §2, §3 category_subscription_details): the deal is for a
 * car category rather than one model, with its own term and dates. Nothing for other deals.
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
        <p className={styles.value}>{t("text", { audience })}</p>
        <dl className={styles.facts}>
          <Fact term={t("term")} value={t("months", { count: details.term })} />
          <Fact term={t("start")} value={formatDate(details.start_date)} />
          <Fact term={t("end")} value={formatDate(details.end_date)} />
        </dl>
      </div>
    </section>
  );
}
