/**
 * Next's `inlineCss` writes every stylesheet of a page twice into its HTML: once as the `<style>`
 * in the head that paints the page, and again as the text of the same `<style>` element in the
 * RSC payload the client router hydrates from (about 35 KB of a page's 150 to 175; docs/performance.md
 * "Page weight"). On hydration React finds the head's style by its `data-href` and keeps it; the
 * payload's copy of the text is never read. A cached copy drops it: each payload style element whose
 * stylesheet the head already holds gets empty children, and the text rows they referred to are
 * emptied. Anything not as expected leaves the page as it was.
 */

/** One push of the payload into `self.__next_f`: `[1,"…"]`, a JSON string of flight rows. */
const PUSH = /self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g;
/** The head's inlined styles: React merges them into one element naming every stylesheet in `data-href`. */
const HEAD_STYLE = /<style\b[^>]*\bdata-href="([^"]+)"[^>]*>/g;
/** A style element of the payload as Next renders it (`renderCssResource`): its children a text row's reference or the text itself. */
const PAYLOAD_STYLE = /\["\$","style","[^"\\]*",\{(?:"nonce":"[^"\\]*",)?"precedence":"next","href":"([^"\\]+)","children":("(?:[^"\\]|\\.)*")\}\]/g;

interface Replacement {
  start: number;
  end: number;
  text: string;
}

export function withoutStyleCopies(html: string): string {
  const inlined = new Set([...html.matchAll(HEAD_STYLE)].flatMap((match) => match[1]!.split(" ")));
  if (inlined.size === 0) return html;
  const pushes = [...html.matchAll(PUSH)];
  if (pushes.length === 0) return html;
  let chunks: string[];
  try {
    chunks = pushes.map((push) => (JSON.parse(push[1]!) as [1, string])[1]);
  } catch {
    return html;
  }
  const payload = chunks.join("");
  const rows = textRows(payload);
  if (!rows) return html;

  const replacements: Replacement[] = [];
  for (const style of payload.matchAll(PAYLOAD_STYLE)) {
    if (!inlined.has(style[1]!)) continue;
    const children = style[2]!;
    const childrenStart = style.index + style[0].length - children.length - 2;
    const reference = /^"\$([0-9a-f]+)"$/.exec(children);
    if (!reference) {
      if (children !== '""') replacements.push({ start: childrenStart, end: childrenStart + children.length, text: '""' });
      continue;
    }
    const row = rows.get(reference[1]!);
    if (!row) return html;
    // A row two elements name is emptied once.
    if (!replacements.some((replacement) => replacement.start === row.lengthStart)) {
      replacements.push({ start: row.lengthStart, end: row.textEnd, text: "0," });
    }
  }
  if (replacements.length === 0) return html;

  const rewritten = rewriteChunks(chunks, replacements);
  let index = 0;
  return html.replace(PUSH, () => `self.__next_f.push(${escapeForScript(JSON.stringify([1, rewritten[index++]]))})`);
}

interface TextRow {
  /** Where the row's length (hex) begins, after `<id>:T`. */
  lengthStart: number;
  textEnd: number;
}

/**
 * The payload's text rows by id (`<id>:T<hex byte length>,<text>`, no line end), found by reading
 * the rows in order; null for a payload this reader does not know, which is then left alone.
 */
function textRows(payload: string): Map<string, TextRow> | null {
  const rows = new Map<string, TextRow>();
  let position = 0;
  while (position < payload.length) {
    const head = /^([0-9a-f]*):/.exec(payload.slice(position, position + 16));
    if (!head) return null;
    const tagAt = position + head[0].length;
    const text = /^T([0-9a-f]+),/.exec(payload.slice(tagAt, tagAt + 16));
    if (text) {
      const textStart = tagAt + text[0].length;
      const textEnd = advanceBytes(payload, textStart, parseInt(text[1]!, 16));
      if (textEnd === null) return null;
      rows.set(head[1]!, { lengthStart: tagAt + 1, textEnd });
      position = textEnd;
      continue;
    }
    const lineEnd = payload.indexOf("\n", tagAt);
    position = lineEnd === -1 ? payload.length : lineEnd + 1;
  }
  return rows;
}

/** The index `bytes` bytes of UTF-8 after `start`; null past the end or inside a character. */
function advanceBytes(text: string, start: number, bytes: number): number | null {
  let index = start;
  let remaining = bytes;
  while (remaining > 0) {
    if (index >= text.length) return null;
    const code = text.codePointAt(index)!;
    remaining -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  return remaining === 0 ? index : null;
}

/** The pushes' texts with the replacements made; a replacement across two pushes ends up in the first. */
function rewriteChunks(chunks: readonly string[], replacements: readonly Replacement[]): string[] {
  const sorted = [...replacements].sort((a, b) => a.start - b.start);
  const payload = chunks.join("");
  let rewritten = "";
  let cursor = 0;
  for (const { start, end, text } of sorted) {
    rewritten += payload.slice(cursor, start) + text;
    cursor = end;
  }
  rewritten += payload.slice(cursor);
  const moved = (position: number): number => {
    let shift = 0;
    for (const { start, end, text } of sorted) {
      if (end <= position) shift += text.length - (end - start);
      else if (start < position) return start + shift + text.length;
      else break;
    }
    return position + shift;
  };
  let boundary = 0;
  return chunks.map((chunk) => {
    const from = moved(boundary);
    boundary += chunk.length;
    return rewritten.slice(from, moved(boundary));
  });
}

/** As Next writes a push into a script: JSON with the characters HTML or JavaScript would read otherwise escaped. */
function escapeForScript(json: string): string {
  return json.replace(/[&<>\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
