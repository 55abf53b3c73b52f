import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { isModuleVisible } from "@/cms/visibility";
import { isPromoShown } from "@/features/promos/public";
import { CtaLink, withFilledHref } from "../cta/cta-link";
import { moduleSection } from "@/ui/module.css";
import { ModuleTitle } from "../module-title";
import * as styles from "./dynamic-promos.css";
import type { dynamicPromosContract } from "./dynamic-promos.contract";

/**
 * Dynamic promos (account.md §2): of the promos in content order, the first `maxItems` that this
 * viewer may see now (date window, audience, deal rules). None left: the module renders nothing.
 */
export function DynamicPromos({ entry, context }: ModuleProps<typeof dynamicPromosContract>) {
  const { title, maxItems, promos } = entry.fields;
  const viewer = { now: context.now, audience: context.customer ? context.audience : null, role: context.role };
  const shown = promos.filter((promo) => isPromoShown(promo, viewer) && isModuleVisible(promo.visibility, context.deal, context)).slice(0, maxItems);
  if (shown.length === 0) return null;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      <ModuleTitle title={title} entryId={entry.id} context={context} />
      <ul className={styles.list}>
        {shown.map((promo) => {
          const cta = promo.cta && withFilledHref(promo.cta, promo.cta.id, context);
          return (
            <li key={promo.id} className={styles.card} data-promo={promo.id}>
              <h3 className={styles.title} {...inspectorProps(context, promo.id, "title")}>
                {promo.title}
              </h3>
              {promo.text ? (
                <p className={styles.text} {...inspectorProps(context, promo.id, "text")}>
                  {promo.text}
                </p>
              ) : null}
              {cta ? <CtaLink cta={cta} locale={context.locale} currentPath={context.path} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
