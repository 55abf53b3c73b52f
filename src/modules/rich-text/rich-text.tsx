import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, type Document } from "@contentful/rich-text-types";
import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import * as styles from "./rich-text.css";

function options(locale: Locale): Options {
  return {
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_node, children) => <p className={styles.paragraph}>{children}</p>,
      [INLINES.HYPERLINK]: (node, children) => {
        const href = String(node.data.uri ?? "");
        // Portal paths in content ("/mycars") are below the locale, like CTA hrefs.
        if (href.startsWith("/") && !href.startsWith("//")) return <Link href={`/${locale}${href}`}>{children}</Link>;
        const external = /^https?:\/\//.test(href);
        return (
          <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {children}
          </a>
        );
      },
    },
  };
}

/** Contentful rich text as React; embedded entries arrive with the composer issue. */
export function RichText({ document, locale }: { document: Document; locale: Locale }) {
  return <div className={styles.richText}>{documentToReactComponents(document, options(locale))}</div>;
}
