import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { getCustomerInvoices } from "@/features/deals/api/deals.server";
import { fileLinkIn } from "@/api/file-download";
import { formatDate } from "@/lib/date";
import { formatCents } from "@/lib/money";
import { carName } from "@/features/deals/car-name";
import type { Car } from "@/features/deals/types";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { visuallyHidden } from "@/ui/recipes.css";
import { invoiceStatusLabel } from "../invoice-status";
import * as styles from "./invoice-list.css";

/** The customer's invoices, newest first; amounts arrive in cents (deals.md section 9). */
export async function InvoiceList({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  if (!customer) return null;
  const [invoices, t] = await Promise.all([getCustomerInvoices(customer.customerId), getTranslations({ locale, namespace: "invoices" })]);
  const heading = title ?? t("title");
  return (
    <section className={moduleSection} aria-label={heading}>
      <h1 className={moduleTitle}>{heading}</h1>
      {invoices.length === 0 ? (
        // A driver of a company car is not billed: the company is (account.md §4 "further permissions: not shown").
        <p className={styles.empty}>{customer.role === "driver" ? t("emptyDriver") : t("empty", { audience: customer.audience })}</p>
      ) : (
        <table className={styles.table} role="table">
          <thead className={styles.headRow} role="rowgroup">
            <tr role="row">
              <th className={styles.head} scope="col" role="columnheader">
                {t("number")}
              </th>
              <th className={styles.head} scope="col" role="columnheader">
                {t("car")}
              </th>
              <th className={styles.head} scope="col" role="columnheader">
                {t("date")}
              </th>
              <th className={styles.head} scope="col" role="columnheader">
                {t("status")}
              </th>
              <th className={styles.amount} scope="col" role="columnheader">
                {t("amount", { audience: customer.audience })}
              </th>
              <th className={styles.head} scope="col" role="columnheader">
                <span className={visuallyHidden}>{t("downloadShort")}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {invoices.map((invoice) => (
              <tr key={invoice.id} className={styles.row} role="row">
                <td className={`${styles.cell} ${styles.number}`} role="cell">
                  {invoice.ext_invoice_number}
                </td>
                <td className={`${styles.cell} ${styles.car}`} role="cell">
                  {invoice.car ? <InvoiceCar car={invoice.car} /> : t("noCar")}
                </td>
                <td className={`${styles.cell} ${styles.date}`} role="cell">
                  {formatDate(invoice.created_at)}
                </td>
                <td className={`${styles.cell} ${styles.status}`} role="cell">
                  {t(`statuses.${invoiceStatusLabel(invoice.status)}`)}
                </td>
                <td className={`${styles.amount} ${styles.total}`} role="cell">
                  {formatCents(invoice.amount, { forceFractionDigits: true })}
                  {/* A phone's card has no column header: a business customer, who reads net prices
                      everywhere else (deals.md §6), is told here that this one is gross. */}
                  {customer.audience === "b2b" ? <span className={styles.vatNote}>{t("vatIncluded")}</span> : null}
                </td>
                <td className={`${styles.cell} ${styles.download}`} role="cell">
                  <a href={fileLinkIn(invoice.download_url, locale)} download aria-label={t("download", { number: invoice.ext_invoice_number })}>
                    {t("downloadShort")}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Which car an invoice bills: its name and, once registered, its plate. */
function InvoiceCar({ car }: { car: Car }) {
  const plate = car.registration_data?.license_plate;
  return (
    <>
      {carName(car)}
      {plate ? <span className={styles.plate}>{plate}</span> : null}
    </>
  );
}
