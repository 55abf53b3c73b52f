import { deflateSync } from "node:zlib";

/**
 * PDFs written byte by byte for the active-content checks, so the tests need no
 * binary fixtures and each file says exactly what it hides. Each is a one-page document a viewer
 * opens; the bad ones differ from the clean one only in the object that carries the action.
 */

/** One indirect object: its body (a dictionary, or a dictionary with its stream bytes). */
type PdfObjectBody = string | { dict: string; stream: Uint8Array };

/**
 * A PDF 1.5 file of the given objects, numbered from 1, with a classic cross-reference table;
 * object 1 is the catalog. `extraTrailer` goes into the trailer dictionary.
 */
export function writePdf(objects: readonly PdfObjectBody[], extraTrailer = ""): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const framed =
      typeof body === "string"
        ? Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1")
        : Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n${body.dict.replace(/>>$/, ` /Length ${body.stream.length} >>`)}\nstream\n`, "latin1"),
            body.stream,
            Buffer.from("\nendstream\nendobj\n", "latin1"),
          ]);
    parts.push(framed);
    length += framed.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R ${extraTrailer}>>`,
    "startxref",
    String(length),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(Buffer.from(xref, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

const CONTENT = Buffer.from("BT /F1 24 Tf 72 720 Td (Fuehrerschein) Tj ET", "latin1");
const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** A clean one-page PDF; `catalog` and `page` add entries to those dictionaries, `more` adds objects from 6 on. */
function onePage({ catalog = "", page = "", more = [] }: { catalog?: string; page?: string; more?: readonly PdfObjectBody[] } = {}) {
  return writePdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R ${page}>>`,
    { dict: "<< >>", stream: CONTENT },
    FONT,
    ...more,
  ]);
}

/** A clean one-page PDF of at least `minBytes` bytes (its content stream carries a long comment). */
export function cleanPdf(minBytes = 0): Uint8Array {
  if (minBytes === 0) return onePage();
  const padding = Buffer.alloc(minBytes, "%");
  padding[minBytes - 1] = 0x0a;
  return writePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    { dict: "<< >>", stream: Buffer.concat([padding, CONTENT]) },
    FONT,
  ]);
}

/**
 * A JavaScript action hidden in a compressed object stream (PDF 1.5 `/Type /ObjStm`): the
 * catalog's `/Names` is object 7, stored FlateDecode-compressed inside object 6, so the word
 * `JavaScript` appears nowhere in the file's raw bytes. (The cross-reference table does not list
 * object 7, as a hybrid file's table does not; readers find it in the object stream.)
 */
function javaScriptInObjectStream(): Uint8Array {
  const inner = "<< /JavaScript << /Names [(a) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>";
  const header = "7 0 ";
  const stream = deflateSync(Buffer.from(header + inner, "latin1"));
  return onePage({
    catalog: "/Names 7 0 R",
    more: [{ dict: `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode >>`, stream }],
  });
}

/** Each PDF the upload endpoints that take PDFs must refuse with `file_active_content`. */
export function activePdfCorpus(): { what: string; bytes: Uint8Array }[] {
  return [
    { what: "a JavaScript open action", bytes: onePage({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>" }) },
    {
      what: "/J#61vaScript in a name tree",
      bytes: onePage({
        catalog: "/Names << /J#61vaScript 6 0 R >>",
        more: ["<< /Names [(a) 7 0 R] >>", "<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>"],
      }),
    },
    {
      what: "a /La#75nch action on a link",
      bytes: onePage({ page: "/Annots [6 0 R]", more: ["<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /La#75nch /F (cmd.exe) >> >>"] }),
    },
    { what: "an /OpenAction going to a page", bytes: onePage({ catalog: "/OpenAction [3 0 R /Fit]" }) },
    { what: "/AA on a page", bytes: onePage({ page: "/AA << /O << /S /URI /URI (https://evil.example) >> >>" }) },
    {
      what: "an embedded file",
      bytes: onePage({
        catalog: "/Names << /EmbeddedFiles << /Names [(x.exe) 6 0 R] >> >>",
        more: ["<< /Type /Filespec /F (x.exe) /EF << /F 7 0 R >> >>", { dict: "<< /Type /EmbeddedFile >>", stream: Buffer.from("MZ") }],
      }),
    },
    { what: "JavaScript inside a FlateDecode object stream", bytes: javaScriptInObjectStream() },
  ];
}
