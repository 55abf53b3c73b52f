import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { RichText } from "../rich-text/rich-text";
import { moduleSection, moduleTitle } from "../module.css";

export function Textblock({ entry, context }: ModuleProps<"textblock">) {
  const { title, body } = entry.fields;
  return (
    <section className={moduleSection} aria-label={title ?? undefined}>
      {title ? (
        <h2 className={moduleTitle} {...inspectorProps(context, entry.id, "title")}>
          {title}
        </h2>
      ) : null}
      <div {...inspectorProps(context, entry.id, "body")}>
        <RichText document={body} locale={context.locale} />
      </div>
    </section>
  );
}
