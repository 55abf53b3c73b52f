import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { getDealDocuments } from "@/features/deals/api/deals.server";
import { fileLinkIn } from "@/api/file-download";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import * as styles from "./documents-list.css";

/** The deal's documents (deals.md section 3: every document type has a name of its own). */
export async function DocumentsList({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const [documents, t, tGerman] = await Promise.all([
    getDealDocuments(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "documents" }),
    getTranslations({ locale: "de-DE", namespace: "documents" }),
  ]);
  const heading = title ?? t("title");
  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      {!documents || documents.length === 0 ? (
        <p className={styles.empty}>{t("empty", { audience: customer.audience })}</p>
      ) : (
        <ul className={styles.list}>
          {documents.map((document) => {
            const typeLabel = t(`types.${document.documentType}`);
            // The archive names most documents by their type, in German: that name says no more than
            // the type, so the page's language words it ("Abo-Bestätigung" on an
            // en-US page). A name of its own stays, with the type beside it.
            const name = document.name === tGerman(`types.${document.documentType}`) ? typeLabel : document.name;
            return (
              <li key={`${document.documentType}-${document.url}`} className={styles.item}>
                <span className={styles.name}>
                  <span>{name}</span>
                  {typeLabel !== name ? <span className={styles.type}>{typeLabel}</span> : null}
                </span>
                <a href={fileLinkIn(document.url, locale)} download aria-label={t("download", { name })}>
                  PDF
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
