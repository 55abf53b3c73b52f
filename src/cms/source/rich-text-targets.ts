import { BLOCKS, INLINES, type Block, type Document, type Inline, type Text } from "@contentful/rich-text-types";
import type { RawEntry } from "@/cms/schema/validate-entry";
import type { RichTextTarget } from "@/cms/types";
import { follow } from "./follow-links";
import type { ResolveContext } from "./resolve-context";
import { resolveModule } from "./resolve-module";

const EMBEDDED_ENTRY_NODES = new Set<string>([BLOCKS.EMBEDDED_ENTRY, INLINES.EMBEDDED_ENTRY, INLINES.ENTRY_HYPERLINK]);

/**
 * Resolves the entries rich text embeds or links to ("rich text … including embedded
 * entries and links"): an embedded entry becomes the module it is, checked like any module (so a
 * broken one is an unsupported placeholder, never a broken page); an entry link becomes the slug
 * of the page it names. A copy: the raw entry stays as the source gave it.
 */
export function withRichTextTargets(document: Document, from: RawEntry, path: readonly string[], context: ResolveContext): Document {
  const visit = <N extends Block | Inline | Text>(node: N): N => {
    if (node.nodeType === "text") return node;
    const content = (node as Block | Inline).content.map((child) => visit(child as Block | Inline | Text));
    if (!EMBEDDED_ENTRY_NODES.has(node.nodeType)) return { ...node, content };
    return { ...node, content, data: { ...node.data, resolved: richTextTarget(node as Block | Inline, from, path, context) } };
  };
  return visit(document as unknown as Block) as unknown as Document;
}

function richTextTarget(node: Block | Inline, from: RawEntry, path: readonly string[], context: ResolveContext): RichTextTarget {
  const target = follow(node.data.target, path, context.lookup);
  if (typeof target === "string") {
    context.notes.push(`${from.sys.id} rich text: ${target}`);
    return null;
  }
  context.included.add(target.sys.id);
  if (node.nodeType === INLINES.ENTRY_HYPERLINK) {
    const slug = target.sys.contentType.sys.id === "page" ? target.fields.slug : undefined;
    // A page with a dynamic segment (mycars/[dealId]) has no single address to link to.
    return typeof slug === "string" && !slug.includes("[") ? { kind: "page", slug } : null;
  }
  if (!context.modules.has(target.sys.contentType.sys.id)) return null;
  return { kind: "module", module: resolveModule(target, path, context) };
}
