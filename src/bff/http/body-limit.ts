import "server-only";

/**
 * Request bodies are read up to a limit, never whole (a 100 MB JSON body was
 * buffered, 218 → 722 MB of server memory). A declared `Content-Length` above the limit is refused
 * before a byte is read; a chunked body is counted as it streams in and dropped at the first byte
 * over it. Route handlers get the body as a stream (Next buffers only for the proxy, whose
 * matcher excludes the API), so nothing before this holds it.
 */

/** JSON bodies of the BFF: its largest valid body is well under 2 KB. */
export const JSON_BODY_LIMIT = 16 * 1024;

export class PayloadTooLargeError extends Error {
  override readonly name = "PayloadTooLargeError";
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** Throws PayloadTooLargeError when the request declares a body above `maxBytes`; reads nothing. */
export function assertDeclaredLength(request: Request, maxBytes: number): void {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw new PayloadTooLargeError(maxBytes);
}

/** The body's bytes, at most `maxBytes` of them; more is a PayloadTooLargeError. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  assertDeclaredLength(request, maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new PayloadTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (as `request.text()` reads it), at most `maxBytes` of it. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}
