// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderForCache } from "./public-pages.server";

vi.mock("server-only", () => ({}));

let server: Server | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that answers each request with its number, and drops the connection of the requests named. */
async function serverDropping(dropped: ReadonlySet<number>): Promise<{ sockets: Set<unknown> }> {
  let count = 0;
  const sockets = new Set<unknown>();
  server = createServer((request, response) => {
    count++;
    sockets.add(request.socket);
    if (dropped.has(count)) return request.socket.destroy();
    response.writeHead(200, { "content-type": "text/html" }).end(`<p>${count}</p>`);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("__NEXT_PRIVATE_ORIGIN", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { sockets };
}

describe("renderForCache", () => {
  it("renders again on a new connection when a kept-alive one was closed as it was reused (ECONNRESET)", async () => {
    const { sockets } = await serverDropping(new Set([2]));
    expect((await renderForCache("/portal/de-DE", "localhost")).body).toBe("<p>1</p>");
    // The second request goes over the first one's connection, which the server drops.
    const page = await renderForCache("/portal/de-DE", "localhost");
    expect(page).toMatchObject({ status: 200, body: "<p>3</p>" });
    expect(sockets.size).toBe(2);
  });

  it("gives up after the second try, and never retries on a fresh connection", async () => {
    await serverDropping(new Set([1, 2, 3]));
    await expect(renderForCache("/portal/de-DE", "localhost")).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
