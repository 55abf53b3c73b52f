/**
 * A minimal PDF 1.4 writer for the documents the embedded BFF serves itself (contract documents,
 * invoices, damage reports): one A4 page of text in Helvetica. Enough for a real, valid file that
 * every viewer opens; production links to the provider's document archive instead.
 */

export interface PdfText {
  title: string;
  /**
   * Paragraphs under the title, each wrapped to the page width (the texts come from the messages
   * in the reader's language, so their length is not known here); an empty string leaves a blank line.
   */
  lines: readonly string[];
}

const A4_WIDTH = 595;
const A4_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 18;
const BODY_SIZE = 11;
const LINE_HEIGHT = 16;
const MAX_LINES = Math.floor((A4_HEIGHT - 2 * MARGIN - 2 * LINE_HEIGHT) / LINE_HEIGHT);
/** The text width in thousandths of the font size, Helvetica's unit of glyph widths. */
const BODY_WIDTH_UNITS = ((A4_WIDTH - 2 * MARGIN) * 1000) / BODY_SIZE;

export function renderPdf({ title, lines }: PdfText): Uint8Array {
  const body = lines.flatMap((paragraph) => wrapText(paragraph, BODY_WIDTH_UNITS)).slice(0, MAX_LINES);
  const content = [
    "BT",
    `/F2 ${TITLE_SIZE} Tf`,
    `${MARGIN} ${A4_HEIGHT - MARGIN - TITLE_SIZE} Td`,
    `(${escapeText(title)}) Tj`,
    `/F1 ${BODY_SIZE} Tf`,
    `0 ${-2 * LINE_HEIGHT} Td`,
    `${LINE_HEIGHT} TL`,
    ...body.map((line) => `(${escapeText(line)}) Tj T*`),
    "ET",
  ].join("\n");
  const contentBytes = winAnsi(content);

  const objects: Uint8Array[] = [
    ascii("<< /Type /Catalog /Pages 2 0 R >>"),
    ascii("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    ascii(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4_WIDTH} ${A4_HEIGHT}] ` +
        "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    ),
    concat([ascii(`<< /Length ${contentBytes.length} >>\nstream\n`), contentBytes, ascii("\nendstream")]),
    ascii("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    ascii("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
    concat([ascii("<< /Title ("), winAnsi(escapeText(title)), ascii(") /Producer (Mein Auto-Abo portal) >>")]),
  ];

  const parts: Uint8Array[] = [ascii("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const framed = concat([ascii(`${index + 1} 0 obj\n`), object, ascii("\nendobj\n")]);
    parts.push(framed);
    length += framed.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(ascii(xref));
  return concat(parts);
}

/**
 * Breaks a paragraph into lines no wider than `maxUnits` in Helvetica, at spaces; a word wider
 * than a line is cut. An empty paragraph stays one empty line.
 */
export function wrapText(paragraph: string, maxUnits: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (textWidth(candidate) <= maxUnits) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = word;
    while (textWidth(line) > maxUnits) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut)) > maxUnits) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/** Helvetica's glyph widths (its AFM, thousandths of the font size) for printable ASCII from the space on. */
const ASCII_WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space to /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  278,
  278,
  584,
  584,
  584,
  556, // 0 to ?
  1015,
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778, // @ to O
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611,
  278,
  278,
  278,
  469,
  556, // P to _
  333,
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556, // ` to o
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500,
  334,
  260,
  334,
  584, // p to ~
];
/** The Latin-1 letters of German texts; other characters count as a digit's width. */
const OTHER_WIDTHS: Readonly<Record<string, number>> = { Ä: 667, Ö: 778, Ü: 722, ä: 556, ö: 556, ü: 556, ß: 611, "€": 556 };
const DEFAULT_WIDTH = 556;

function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    width += code >= 0x20 && code <= 0x7e ? ASCII_WIDTHS[code - 0x20]! : (OTHER_WIDTHS[char] ?? DEFAULT_WIDTH);
  }
  return width;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, " ");
}

/** Latin-1 covers German text; the euro sign is 0x80 in WinAnsiEncoding; anything else becomes "?". */
function winAnsi(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[i] = code === 0x20ac ? 0x80 : code <= 0xff ? code : 0x3f;
  }
  return bytes;
}

function ascii(text: string): Uint8Array {
  return winAnsi(text);
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
