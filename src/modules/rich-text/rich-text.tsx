import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, type Block, type Document, type Inline } from "@contentful/rich-text-types";
import { Link } from "@/ui/link.client";
import type { ReactNode } from "react";
import type { PageContext } from "@/kernel/page-context";
import { isSafeContentLink } from "@/lib/content-url";
import { keepAmountsWithUnits } from "@/lib/text";
import type { PageModule, RichTextTarget } from "@/cms/types";
import { isModuleVisible } from "@/cms/visibility";
import { CtaLink, withFilledHref } from "../cta/cta-link";
import * as styles from "./rich-text.css";

export interface RichTextProps {
  document: Document;
  context: PageContext;
  /** Renders an entry embedded as a block: the module it is, with its visibility and error boundary (the host module's `renderModule`). */
  renderModule?: (module: PageModule) => ReactNode;
}

/** The entry the resolver found for an embedded entry or entry link (`cms/source/rich-text-targets.ts`). */
const targetOf = (node: Block | Inline): RichTextTarget => (node.data as { resolved?: RichTextTarget }).resolved ?? null;

function options({ context, renderModule }: Omit<RichTextProps, "document">): Options {
  const { locale } = context;
  return {
    renderText: keepAmountsWithUnits,
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_node, children) => <p className={styles.paragraph}>{children}</p>,
      [INLINES.HYPERLINK]: (node, children) => {
        const href = node.data.uri;
        // The CMS boundary refuses other links (`lib/content-url.ts`); this guards documents built in code.
        if (!isSafeContentLink(href)) return <>{children}</>;
        // Portal paths in content ("/mycars") are below the locale, like CTA hrefs.
        if (href.startsWith("/") && !href.startsWith("//")) return <Link href={`/${locale}${href}`}>{children}</Link>;
        const external = /^https?:\/\//.test(href);
        return (
          <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {children}
          </a>
        );
      },
      // A link to another page of the content: its slug below the locale. Unlinkable: plain text.
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const target = targetOf(node as Inline);
        if (target?.kind !== "page") return <>{children}</>;
        return <Link href={`/${locale}${target.slug ? `/${target.slug}` : ""}`}>{children}</Link>;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const target = targetOf(node as Block);
        return target?.kind === "module" ? <div className={styles.embedded}>{renderModule?.(target.module)}</div> : null;
      },
      // Inside a sentence only a link fits: an inline CTA renders as its link.
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const target = targetOf(node as Inline);
        if (target?.kind !== "module" || target.module.type !== "cta") return null;
        if (!isModuleVisible(target.module.visibility, context.deal, context)) return null;
        const cta = withFilledHref(target.module.fields, target.module.id, context);
        return cta ? <CtaLink cta={cta} locale={locale} currentPath={context.path} /> : null;
      },
    },
  };
}

/** Contentful rich text as React, with its links, links to pages and embedded entries. */
export function RichText({ document, ...rest }: RichTextProps) {
  return <div className={styles.richText}>{documentToReactComponents(document, options(rest))}</div>;
}
