import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { fillUrlTemplate } from "@/features/step-forms/rules/url-template";
import { CtaLink } from "./cta-link";
import * as styles from "./cta.css";

export function Cta({ entry, context }: ModuleProps<"cta">) {
  const { withBorder, moveUp, moveDown } = entry.fields;
  const classes = [styles.wrapper, withBorder && styles.bordered, moveUp && styles.movedUp, moveDown && styles.movedDown];
  let href = entry.fields.href;
  try {
    // A link into the deal of the page, e.g. "/mycars/{subscription_id}/mileage" (account.md §5 URL templates).
    href = href && fillUrlTemplate(href, { customer_id: context.customer?.customerId, subscription_id: context.deal?.id });
  } catch (error) {
    console.warn(`CTA ${entry.id} not shown: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  return (
    <div className={classes.filter(Boolean).join(" ")} {...inspectorProps(context, entry.id, "text")}>
      <CtaLink cta={{ ...entry.fields, href }} locale={context.locale} currentPath={context.path} />
    </div>
  );
}
