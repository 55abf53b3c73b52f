import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPeerAddressHook, PEER_ADDRESS_HEADER, peerAddressOf, stampedPeerAddress } from "./peer-address";

/** A real Node HTTP server, as `server.mjs` is: what reaches the handler is what the socket says. */
const seen: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.end();
});
let origin = "";

beforeAll(async () => {
  installPeerAddressHook();
  installPeerAddressHook(); // a second install (a dev reload) must not stamp twice
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const peerOf = (headers: IncomingHttpHeaders) => peerAddressOf(new Headers(headers as Record<string, string>));

describe("the peer address stamp", () => {
  it("is the socket's address, replacing whatever the client sent under its name", async () => {
    await fetch(origin, { headers: { [PEER_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "198.51.100.1" } });
    const headers = seen.at(-1)!;
    expect(peerOf(headers)).toBe("127.0.0.1");
    expect(headers["x-forwarded-for"]).toBe("198.51.100.1"); // left as sent: read only behind a trusted proxy
  });

  it("cannot be forged without the process's stamp", () => {
    expect(peerAddressOf(new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.7" }))).toBeNull();
    expect(peerAddressOf(new Headers({ [PEER_ADDRESS_HEADER]: `guess ${"x".repeat(30)} 203.0.113.7` }))).toBeNull();
    expect(peerAddressOf(new Headers())).toBeNull();
    expect(peerAddressOf(new Headers({ [PEER_ADDRESS_HEADER]: stampedPeerAddress("203.0.113.7") }))).toBe("203.0.113.7");
  });
});
