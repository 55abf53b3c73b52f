import { getTranslations } from "next-intl/server";
import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import { formatDealValue } from "./data-list-value";
import * as styles from "./data-list.css";
import type { dataListContract } from "./data-list.contract";

/**
 * Label and value pairs chosen by editors: a fixed value from content, or a deal field with a
 * format. Rows without a value (no deal on the page, or an empty field) are left out.
 */
export async function DataList({ entry, context }: ModuleProps<typeof dataListContract>) {
  const t = await getTranslations({ locale: context.locale, namespace: "dataList" });
  const units = {
    months: (n: number) => t("months", { count: n }),
    kmPerMonth: (n: string) => t("kmPerMonth", { value: n }),
    perKm: (v: string) => t("perKm", { value: v }),
    // The car's fuel arrives in German (deals.md §3 car.fuel, "Elektro"); English pages name it in English.
    fuel: (fuel: string) => t("fuel", { fuel }),
  };
  const rows = entry.fields.items.flatMap((item) => {
    if (item.field === null) return item.value ? [{ id: item.id, label: item.label, text: item.value, net: false }] : [];
    if (!context.deal) return [];
    const formatted = formatDealValue(context.deal, item.field, item.format, { locale: context.locale, audience: context.audience, units });
    return formatted ? [{ id: item.id, label: item.label, ...formatted }] : [];
  });
  if (rows.length === 0) return null;

  const { title } = entry.fields;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.id} className={styles.row}>
            <dt className={styles.term} {...inspectorProps(context, row.id, "label")}>
              {row.label}
            </dt>
            <dd className={styles.value}>
              {row.text}
              {row.net ? <span className={styles.note}> {t("netOfVat")}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
