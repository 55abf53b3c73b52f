/**
 * How an update from Contentful's live preview reaches the rendered page. The
 * modules render on the server; what an editor types arrives in the browser, through the SDK's
 * `useContentfulLiveUpdates`, as the entry's new field values. Every text a module renders from a
 * field carries the inspector's attributes (`inspectorProps`), so the new value is written into
 * exactly those elements: a text field as text, a rich-text field as paragraphs with its marks.
 * Editors only (draft mode); a reload shows the saved state as rendered by the modules.
 */
export const ENTRY_ATTRIBUTE = "data-contentful-entry-id";
export const FIELD_ATTRIBUTE = "data-contentful-field-id";

export interface LiveEntry {
  sys: { id: string; type: "Entry" };
  fields: Record<string, unknown>;
}

/** The entries the page shows, with the text of each tagged field as its value for now. */
export function taggedEntries(root: ParentNode): LiveEntry[] {
  const byId = new Map<string, LiveEntry>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ENTRY_ATTRIBUTE}][${FIELD_ATTRIBUTE}]`)) {
    const id = element.getAttribute(ENTRY_ATTRIBUTE) ?? "";
    const field = element.getAttribute(FIELD_ATTRIBUTE) ?? "";
    const entry = byId.get(id) ?? { sys: { id, type: "Entry" as const }, fields: {} };
    entry.fields[field] ??= element.textContent ?? "";
    byId.set(id, entry);
  }
  return [...byId.values()];
}

/**
 * Writes the entry's changed fields into the elements tagged with them; returns how many changed.
 * Idempotent, so it can run again whenever React re-renders a module (a late hydration or a
 * refresh puts the saved text back) without touching what already shows the edit.
 */
export function applyEntry(root: ParentNode, entry: LiveEntry): number {
  let changed = 0;
  for (const [field, value] of Object.entries(entry.fields)) {
    const selector = `[${ENTRY_ATTRIBUTE}="${CSS.escape(entry.sys.id)}"][${FIELD_ATTRIBUTE}="${CSS.escape(field)}"]`;
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (typeof value === "string") {
        if (element.textContent === value) continue;
        // The one text node React rendered keeps its place, so React can still update it later.
        const only = element.childNodes.length === 1 ? element.firstChild : null;
        if (only?.nodeType === 3) only.nodeValue = value;
        else element.textContent = value;
        changed += 1;
      } else if (isRichText(value)) {
        const rendered = element.ownerDocument.createElement("div");
        rendered.append(...value.content.map((node) => richTextNode(element.ownerDocument, node)));
        if (element.innerHTML === rendered.innerHTML) continue;
        element.replaceChildren(...rendered.childNodes);
        changed += 1;
      }
    }
  }
  return changed;
}

interface RichNode {
  nodeType: string;
  value?: string;
  marks?: { type: string }[];
  content?: RichNode[];
}

function isRichText(value: unknown): value is { nodeType: "document"; content: RichNode[] } {
  return typeof value === "object" && value !== null && (value as RichNode).nodeType === "document" && Array.isArray((value as RichNode).content);
}

const BLOCKS: Record<string, string> = {
  paragraph: "p",
  "heading-2": "h2",
  "heading-3": "h3",
  "heading-4": "h4",
  "unordered-list": "ul",
  "ordered-list": "ol",
  "list-item": "li",
  quote: "blockquote",
};
const MARKS: Record<string, string> = { bold: "strong", italic: "em", underline: "u", code: "code" };

function richTextNode(document: Document, node: RichNode): Node {
  if (node.nodeType === "text") {
    let result: Node = document.createTextNode(node.value ?? "");
    for (const mark of node.marks ?? []) {
      const wrapper = document.createElement(MARKS[mark.type] ?? "span");
      wrapper.append(result);
      result = wrapper;
    }
    return result;
  }
  const element = document.createElement(BLOCKS[node.nodeType] ?? (node.nodeType === "hyperlink" ? "span" : "div"));
  element.append(...(node.content ?? []).map((child) => richTextNode(document, child)));
  return element;
}
