import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { CtaLink, withFilledHref } from "./cta-link";
import * as styles from "./cta.css";
import type { ctaContract } from "./cta.contract";

export function Cta({ entry, context }: ModuleProps<typeof ctaContract>) {
  const { withBorder, moveUp, moveDown } = entry.fields;
  const classes = [styles.wrapper, withBorder && styles.bordered, moveUp && styles.movedUp, moveDown && styles.movedDown];
  // A link into the deal of the page, e.g. "/mycars/{subscription_id}/mileage" (account.md §5 URL templates).
  const cta = withFilledHref(entry.fields, entry.id, context);
  if (!cta) return null;
  return (
    <div className={classes.filter(Boolean).join(" ")} {...inspectorProps(context, entry.id, "text")}>
      <CtaLink cta={cta} locale={context.locale} currentPath={context.path} />
    </div>
  );
}
