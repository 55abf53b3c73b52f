import type { ModuleProps } from "@/cms/module-props";
import { CtaLink } from "./cta-link";
import * as styles from "./cta.css";

export function Cta({ entry, context }: ModuleProps<"cta">) {
  const { withBorder, moveUp, moveDown } = entry.fields;
  const classes = [styles.wrapper, withBorder && styles.bordered, moveUp && styles.movedUp, moveDown && styles.movedDown];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <CtaLink cta={entry.fields} locale={context.locale} currentPath={context.path} />
    </div>
  );
}
