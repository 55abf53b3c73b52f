import { describe, expect, it } from "vitest";
import { assertDeclaredLength, PayloadTooLargeError, readBodyBytes, readBodyText } from "./body-limit";

const URL_ = "http://localhost:3000/portal/api/bff/x";

/** A body without Content-Length, arriving in chunks, that counts how much of it was pulled. */
function chunkedRequest(chunks: number, chunkSize: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(URL_, { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("body limit (issue 9 item 4)", () => {
  it("reads a body up to the limit", async () => {
    const request = new Request(URL_, { method: "POST", body: "ä".repeat(8) });
    expect(await readBodyText(request, 16)).toBe("ä".repeat(8));
    expect(await readBodyBytes(new Request(URL_, { method: "POST" }), 16)).toEqual(new Uint8Array(0));
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    const { request, pulled } = chunkedRequest(100, 1024);
    request.headers.set("content-length", "102400");
    expect(() => assertDeclaredLength(request, 1024)).toThrow(PayloadTooLargeError);
    await expect(readBodyBytes(request, 1024)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(pulled()).toBe(0);
  });

  it("stops a chunked body at the first chunk over the limit", async () => {
    const { request, pulled } = chunkedRequest(100_000, 1024); // 100 MB if read to the end
    await expect(readBodyText(request, 16 * 1024)).rejects.toMatchObject({ name: "PayloadTooLargeError", limit: 16 * 1024 });
    expect(pulled()).toBe(17);
  });

  it("counts bytes, not characters", async () => {
    const request = new Request(URL_, { method: "POST", body: "ä".repeat(9) }); // 18 bytes
    await expect(readBodyText(request, 17)).rejects.toBeInstanceOf(PayloadTooLargeError);
  });
});
