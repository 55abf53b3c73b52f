import { describe, expect, it } from "vitest";
import { renderPdf, wrapText } from "./pdf";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("renderPdf", () => {
  const pdf = latin1(renderPdf({ title: "Schlussrechnung (Entwurf)", lines: ["Betrag: 1.234,50 €", "", "Größe: ü\\ß"] }));

  it("writes a PDF 1.4 file that ends with %%EOF", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("points every cross-reference entry at its object", () => {
    const xrefStart = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefStart, xrefStart + 4)).toBe("xref");
    const entries = pdf
      .slice(xrefStart)
      .split("\n")
      .filter((line) => / 00000 n $/.test(line));
    expect(entries).toHaveLength(7);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it("declares the exact length of the content stream", () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(pdf);
    const start = match!.index + match![0].length;
    expect(pdf.slice(start + Number(match![1]), start + Number(match![1]) + "\nendstream".length)).toBe("\nendstream");
  });

  it("escapes parentheses and backslashes and encodes German text and the euro sign in WinAnsi", () => {
    expect(pdf).toContain("(Schlussrechnung \\(Entwurf\\)) Tj");
    expect(pdf).toContain("(Betrag: 1.234,50 \x80) Tj T*");
    expect(pdf).toContain("(Gr\xF6\xDFe: \xFC\\\\\xDF) Tj T*");
  });
});

describe("wrapText (Helvetica widths, in thousandths of the font size)", () => {
  // "Hallo" is 722 + 556 + 222 + 222 + 556 = 2278 units, a space 278.
  it.each([
    ["a paragraph that fits stays one line", "Hallo Hallo", 4834, ["Hallo Hallo"]],
    ["one unit less breaks it at the space", "Hallo Hallo", 4833, ["Hallo", "Hallo"]],
    ["runs of spaces inside a line are kept", "Datum:   ____", 100_000, ["Datum:   ____"]],
    ["an empty paragraph is one blank line", "", 1000, [""]],
    ["a word wider than a line is cut", "HalloHallo", 2278, ["Hallo", "Hallo"]],
  ])("%s", (_case, paragraph, maxUnits, expected) => {
    expect(wrapText(paragraph, maxUnits)).toEqual(expected);
  });

  it("wraps a long paragraph onto several lines of the page", () => {
    const sentence = "Die bevollmächtigte Person zeigt bei der Übergabe ihren Ausweis und diese Vollmacht vor.";
    const pdf = latin1(renderPdf({ title: "Vollmacht", lines: [`${sentence} ${sentence}`] }));
    const shown = [...pdf.matchAll(/\((.*)\) Tj T\*/g)].map((match) => match[1]);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.join(" ")).toBe(Buffer.from(`${sentence} ${sentence}`, "latin1").toString("latin1"));
  });
});
