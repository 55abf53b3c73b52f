import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { formatMoney } from "@/lib/money";
import { formatNumber } from "@/lib/numbers";
import { Banner } from "@/ui/banner";
import { isProlonged } from "@/features/deals/rules/subscribed-as";
import { readProlongationSuccess } from "../rules/prolongation-success";
import * as styles from "./prolongation.css";

/**
 * The business success page of a prolongation (deals.md §2 "/car/{deal id}/prolongation/success :
 * business success page with endDate, price, kmPackage, term"), in "Sie", read from its query.
 * Opened without one, or for a deal that was not prolonged, it says so.
 */
export async function ProlongationSuccess({ context, title }: { context: PageContext; title: string | null }) {
  const { locale, audience, query, deal } = context;
  const t = await getTranslations({ locale, namespace: "prolongation" });
  // Only for a deal that was prolonged: hand-typed values on another deal announced "Ihre
  // Verlängerung ist bestellt" for an extension nobody ordered.
  const success = deal && isProlonged(deal) ? readProlongationSuccess(query) : null;
  if (!success) return <p>{t("noSuccess", { audience })}</p>;
  return (
    <div className={styles.section}>
      <Banner tone="success" title={title ?? t("successTitle", { audience })} name="prolongation-success">
        <p>{t("successText", { audience })}</p>
      </Banner>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t("term")}</dt>
          <dd>{t("months", { term: success.term })}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t("price")}</dt>
          <dd>{t("perMonth", { price: formatMoney(success.price, { forceFractionDigits: !Number.isInteger(success.price) }) })}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t("kmPackage")}</dt>
          <dd>{t("kmPerMonth", { km: formatNumber(success.kmPackage, locale) })}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t("endDate")}</dt>
          <dd>{formatDate(success.endDate)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t("vatNote", { audience })}</p>
    </div>
  );
}
