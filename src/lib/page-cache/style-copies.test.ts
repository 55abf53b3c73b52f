import { describe, expect, it } from "vitest";
import { withoutStyleCopies } from "./style-copies";

const A = "/portal/_next/static/chunks/a.css";
const B = "/portal/_next/static/chunks/b.css";
const C = "/portal/_next/static/chunks/c.css";
const cssA = `:root{--font:"Inter"}\n.a{content:"…"}`; // a character of three bytes: lengths are UTF-8 bytes
const cssB = ".b{color:red}";
const cssC = ".c{color:blue}";

const bytes = (text: string) => Buffer.byteLength(text).toString(16);
const style = (key: number, href: string, children: string) =>
  `["$","style","${key}",{"nonce":"N","precedence":"next","href":"${href}","children":${JSON.stringify(children)}}]`;
const push = (text: string) => `<script nonce="N">self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, "\\u003c")})</script>`;

/** A page as Next writes one with `inlineCss`: the head's merged style, then the payload in two pushes. */
function page({ head = [A, B], rows }: { head?: string[]; rows: string }) {
  const split = rows.indexOf("SPLIT");
  return [
    `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${head.join(" ")}">${cssA}${cssB}</style></head><body><main>…</main>`,
    push(rows.slice(0, split)),
    push(rows.slice(split + "SPLIT".length)),
    "</body></html>",
  ].join("");
}

/** The payload's rows, the pushes joined. */
function payloadOf(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)].map((match) => (JSON.parse(match[1]!) as [1, string])[1]).join("");
}

describe("withoutStyleCopies: a cached page carries each inlined stylesheet once (docs/performance.md)", () => {
  // Row 6 is a text row that a push boundary cuts in two; b's text is inline; c is not in the head.
  const rows = [
    `1:"$Sreact.fragment"\n`,
    `6:T${bytes(cssA)},${cssA.slice(0, 10)}SPLIT${cssA.slice(10)}`,
    `0:[${style(0, A, "$6")},${style(1, B, cssB)},${style(2, C, cssC)},["$","main",null,{"children":"…"}]]\n`,
    `7:"tail"\n`,
  ].join("");

  it("empties the payload's copies of the head's stylesheets, keeps the rest of the payload as it was", () => {
    const html = page({ rows });
    const out = withoutStyleCopies(html);
    expect(payloadOf(out)).toBe(
      [
        `1:"$Sreact.fragment"\n`,
        `6:T0,`,
        `0:[${style(0, A, "$6")},${style(1, B, "")},${style(2, C, cssC)},["$","main",null,{"children":"…"}]]\n`,
        `7:"tail"\n`,
      ].join(""),
    );
    // The head still paints the page; the two pushes stay two scripts with their nonce.
    expect(out).toContain(`<style data-precedence="next" data-href="${A} ${B}">${cssA}${cssB}</style>`);
    expect(out.match(/<script nonce="N">self\.__next_f\.push/g)).toHaveLength(2);
    expect(out.length).toBeLessThan(html.length - cssA.length - cssB.length);
  });

  it("writes the pushes as Next does: no raw < or > in a script", () => {
    const withTag = rows.replace(`7:"tail"`, `7:"</script><b>"`);
    const out = withoutStyleCopies(page({ rows: withTag }));
    expect(payloadOf(out)).toContain(`7:"</script><b>"`);
    expect(out).not.toContain("</script><b>");
  });

  it("empties a text row two style elements name once", () => {
    const twice = rows.replace(`${style(2, C, cssC)}`, `${style(2, A, "$6")}`);
    const out = payloadOf(withoutStyleCopies(page({ rows: twice })));
    expect(out).toContain(`6:T0,0:[`);
    expect(out).not.toContain(cssA.slice(12));
  });

  it.each([
    ["a page without inlined styles", page({ head: [], rows })],
    ["a payload this reader does not know", page({ rows: `not a row${"SPLIT"}at all` })],
    ["a text row longer than the payload", page({ rows: rows.replace(`6:T${bytes(cssA)},`, "6:Tffff,") })],
    ["a reference to a row that is not there", page({ rows: rows.replace('"children":"$6"', '"children":"$9"') })],
  ])("leaves %s as it was", (_, html) => {
    expect(withoutStyleCopies(html)).toBe(html);
  });
});
