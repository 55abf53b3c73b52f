import type { ModuleProps } from "@/cms/module-props";
import { RichText } from "../rich-text/rich-text";
import { moduleSection, moduleTitle } from "../module.css";

export function Textblock({ entry, context }: ModuleProps<"textblock">) {
  const { title, body } = entry.fields;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      {title ? <h2 className={moduleTitle}>{title}</h2> : null}
      <RichText document={body} locale={context.locale} />
    </section>
  );
}
