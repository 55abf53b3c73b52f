import "server-only";

/** A body longer than the route accepts (issue 9 item 4): answered 413, never buffered whole. */
export class PayloadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes.`);
    this.name = "PayloadTooLargeError";
  }
}

/**
 * The body as UTF-8 text, refused before reading when `Content-Length` announces more than
 * `maxBytes`, and while streaming as soon as more arrive (chunked bodies announce nothing).
 * Memory use is bounded by `maxBytes` plus one chunk.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw new PayloadTooLargeError(maxBytes);
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
