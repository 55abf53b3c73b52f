/**
 * A minimal PDF 1.4 writer for the documents the embedded BFF serves itself (contract documents,
 * invoices, damage reports): one A4 page of text in Helvetica. Enough for a real, valid file that
 * every viewer opens; production links to the provider's document archive instead.
 */

export interface PdfText {
  title: string;
  /** Lines under the title; an empty string leaves a blank line. */
  lines: readonly string[];
}

const A4_WIDTH = 595;
const A4_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 18;
const BODY_SIZE = 11;
const LINE_HEIGHT = 16;
const MAX_LINES = Math.floor((A4_HEIGHT - 2 * MARGIN - 2 * LINE_HEIGHT) / LINE_HEIGHT);

export function renderPdf({ title, lines }: PdfText): Uint8Array {
  const body = lines.slice(0, MAX_LINES);
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
