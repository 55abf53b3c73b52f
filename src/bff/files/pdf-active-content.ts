/**
 * Active content in an uploaded PDF: the file is parsed with a maintained PDF
 * library (@cantoo/pdf-lib, the maintained fork of pdf-lib), every object is walked, object
 * streams included, and a PDF naming an action or an embedded file anywhere is refused. Names are
 * compared after their `#xx` escapes are decoded, so `/J#61vaScript` is `/JavaScript`; objects in
 * a compressed `/ObjStm` are read after decompression. Refusing is simpler and safer than
 * stripping: a licence scan or a chat PDF never needs a script, and a stripped document could
 * still differ from what the customer sent in ways nobody checks.
 *
 * A clean PDF is stored as the library writes it back, never as sent: the stored file holds
 * exactly the objects that were checked, so an object a viewer would find some other way (through
 * a cross-reference table pointing into another object's stream data) cannot survive the check.
 */
import { inflateSync, constants as zlib } from "node:zlib";
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFStream,
  PDFXRefStreamParser,
  type PDFContext,
  type PDFObject,
  type PDFRawStream,
} from "@cantoo/pdf-lib";

/**
 * Keys and values that run something, open something or carry a file: scripts (`JavaScript`,
 * `JS`, XFA forms), launch and remote actions, actions run on opening or on an event (`OpenAction`,
 * `AA`), form submission and import, multimedia, and embedded files.
 */
export const ACTIVE_CONTENT_NAMES = [
  "JavaScript",
  "JS",
  "Launch",
  "OpenAction",
  "AA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "RichMedia",
  "XFA",
  "GoToE",
  "GoToR",
  "ImportData",
  "SubmitForm",
  "Rendition",
] as const;
/**
 * The same as the library's names: it decodes `#xx` escapes when it parses a name and keeps one
 * instance per decoded name, so a parsed `/J#61vaScript` is this set's `/JavaScript` instance.
 */
const ACTIVE_NAMES: ReadonlySet<PDFName> = new Set(ACTIVE_CONTENT_NAMES.map((name) => PDFName.of(name)));

/** An object stream or cross-reference stream inflates to at most this many bytes (a 10 MB zip bomb would be gigabytes). */
export const MAX_DECODED_STREAM_BYTES = 32 * 1024 * 1024;
/** At most this many values are walked: a 10 MB file holds far fewer; the bound keeps a crafted one from running long. */
export const MAX_WALKED_VALUES = 2_000_000;
/**
 * At most this many objects are parsed, counted twice: the object headers in the file and the
 * objects its object streams declare. The parser takes some 60 µs an object on this machine, and a
 * licence scan has a few dozen objects, a long generated document a few thousand.
 */
export const MAX_OBJECTS = 10_000;
/** Arrays and dictionaries nested deeper than this are refused (real documents nest a few levels). */
export const MAX_NESTING = 64;

export type PdfCheck = { ok: true; bytes: Uint8Array } | { ok: false; code: "file_active_content" | "file_invalid"; reason: string };

export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  boundDecodedStreams();
  if (objectHeaderCount(bytes) > MAX_OBJECTS) return { ok: false, code: "file_invalid", reason: "The PDF has too many objects." };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { ok: false, code: "file_invalid", reason: "Encrypted PDFs are not accepted." };
    return { ok: false, code: "file_invalid", reason: "The PDF cannot be read." };
  }
  const found = findActiveContent(document);
  if (found?.kind === "unreadable") return { ok: false, code: "file_invalid", reason: "The PDF cannot be read." };
  if (found?.kind === "active") {
    return { ok: false, code: "file_active_content", reason: `PDFs with scripts, actions or embedded files are not accepted (/${found.name}).` };
  }
  try {
    return { ok: true, bytes: await document.save({ useObjectStreams: false, updateFieldAppearances: false }) };
  } catch {
    return { ok: false, code: "file_invalid", reason: "The PDF cannot be read." };
  }
}

/**
 * The first active-content name in any object of the document (each indirect object, those from
 * object streams included, and the trailer's entries), "unreadable" when an object could not be
 * parsed or the walk exceeds its bounds, null for a clean document.
 */
export function findActiveContent(document: PDFDocument): { kind: "active"; name: string } | { kind: "unreadable" } | null {
  const { context } = document;
  const roots: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  for (const entry of Object.values(context.trailerInfo)) if (entry) roots.push(entry as PDFObject);
  const stack: { value: PDFObject; depth: number }[] = roots.map((value) => ({ value, depth: 0 }));
  let walked = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++walked > MAX_WALKED_VALUES || depth > MAX_NESTING) return { kind: "unreadable" };
    if (value instanceof PDFInvalidObject) return { kind: "unreadable" };
    if (value instanceof PDFName) {
      if (ACTIVE_NAMES.has(value)) return { kind: "active", name: value.decodeText() };
    } else if (value instanceof PDFDict || value instanceof PDFStream) {
      const dict = value instanceof PDFStream ? value.dict : value;
      for (const [key, entry] of dict.entries()) {
        stack.push({ value: key, depth: depth + 1 }, { value: entry, depth: depth + 1 });
      }
    } else if (value instanceof PDFArray) {
      for (const element of value.asArray()) stack.push({ value: element, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * At least as many `N G obj` headers as the parser will find: every `obj` of the file's bytes that
 * does not end an `endobj` (a header's `obj` follows its generation number, whitespace or a comment,
 * never `end`). A linear scan: the earlier regular expression, with whitespace and comments between
 * the header's parts, backtracked through a long run of whitespace until the stack overflowed (a
 * 9 MB PDF padded with blanks answered 500).
 */
function objectHeaderCount(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let count = 0;
  for (let at = text.indexOf("obj"); at !== -1; at = text.indexOf("obj", at + 3)) {
    if (!text.startsWith("end", at - 3)) count++;
  }
  return count;
}

let bounded = false;
/** The objects the object streams of each document being parsed declared so far. */
const objectsInStreams = new WeakMap<PDFContext, number>();

/**
 * The library inflates object streams and cross-reference streams whole while parsing, with no
 * limit. Its two stream parsers are wrapped once (the library offers no option) so that such a
 * stream is first inflated by zlib with an output cap, and a stream beyond the cap, or encoded
 * with another filter (whose expansion zlib cannot bound), or object streams declaring more than
 * `MAX_OBJECTS` objects in all, are a parse error: the PDF is refused.
 */
function boundDecodedStreams(): void {
  if (bounded) return;
  bounded = true;
  const objectStreamParser = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
    assertInflatesWithinBound(stream);
    const declared = stream.dict.lookup(PDFName.of("N"));
    const total = (objectsInStreams.get(stream.dict.context) ?? 0) + (declared instanceof PDFNumber ? declared.asNumber() : 0);
    if (total > MAX_OBJECTS) throw new Error("The object streams declare too many objects.");
    objectsInStreams.set(stream.dict.context, total);
    return objectStreamParser(stream, shouldWaitForTick);
  };
  const xrefStreamParser = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (stream) => {
    assertInflatesWithinBound(stream);
    return xrefStreamParser(stream);
  };
}

function assertInflatesWithinBound(stream: PDFRawStream): void {
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  if (filters.length === 0) return;
  if (filters.length > 1 || filters[0] !== PDFName.of("FlateDecode")) throw new Error("Object streams must be FlateDecode-compressed.");
  // Throws a RangeError past the cap; a truncated stream is read as far as it goes, like the library does.
  inflateSync(stream.contents, { maxOutputLength: MAX_DECODED_STREAM_BYTES, finishFlush: zlib.Z_SYNC_FLUSH });
}
