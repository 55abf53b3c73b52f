import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, type Document } from "@contentful/rich-text-types";
import * as styles from "./rich-text.css";

const options: Options = {
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <p className={styles.paragraph}>{children}</p>,
    [INLINES.HYPERLINK]: (node, children) => {
      const href = String(node.data.uri ?? "");
      const external = /^https?:\/\//.test(href);
      return (
        <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {children}
        </a>
      );
    },
  },
};

/** Contentful rich text as React; embedded entries arrive with the composer issue. */
export function RichText({ document }: { document: Document }) {
  return <div className={styles.richText}>{documentToReactComponents(document, options)}</div>;
}
