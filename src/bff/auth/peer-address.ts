import { randomBytes, timingSafeEqual } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { AddressSources } from "./client-address";

/**
 * The socket's address, carried to the route handlers.
 *
 * Behind Next's request handler a route handler sees a `Request` built from the headers alone, and Next
 * 16.4 fills `X-Forwarded-For` from the socket only when the client sent none
 * (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in `base-server.js`): a header the
 * client sends is kept as it is, so it cannot tell us who is connected. Node publishes every
 * request on the `http.server.request.start` diagnostics channel with its socket, before
 * Next's handler sees it; the subscriber installed from `src/instrumentation.ts` writes the
 * socket's address into a header of its own, replacing whatever a client sent under that
 * name. The value carries a random per-process stamp, so a client cannot forge it even for the
 * requests that arrive before the subscriber is installed: a header without the stamp is
 * ignored, and the address is unknown.
 *
 * Not marked `server-only`: the instrumentation hook imports it outside React's server graph.
 */
export const PEER_ADDRESS_HEADER = "x-portal-peer-address";

const holder = globalThis as typeof globalThis & { __portalPeerStamp?: string; __portalPeerHookInstalled?: boolean };

function stamp(): string {
  holder.__portalPeerStamp ??= randomBytes(18).toString("base64url");
  return holder.__portalPeerStamp;
}

/** The header value that proves an address came from the socket of this process. */
export function stampedPeerAddress(address: string): string {
  return `${stamp()} ${address}`;
}

/** Installs the subscriber once per process; later calls (dev reloads) do nothing. */
export function installPeerAddressHook(): void {
  if (holder.__portalPeerHookInstalled) return;
  holder.__portalPeerHookInstalled = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = stampedPeerAddress(socket.remoteAddress ?? "");
  });
}

/** The socket's address of the request, or null when no stamped one came with it. */
export function peerAddressOf(headers: Headers): string | null {
  const value = headers.get(PEER_ADDRESS_HEADER);
  const prefix = Buffer.from(`${stamp()} `);
  if (!value || Buffer.byteLength(value) <= prefix.length) return null;
  const given = Buffer.from(value);
  if (!timingSafeEqual(given.subarray(0, prefix.length), prefix)) return null;
  return given.subarray(prefix.length).toString();
}

/** What `resolveClientAddress` reads of a request the portal's server received. */
export function addressSourcesOf(headers: Headers): AddressSources {
  return { peer: peerAddressOf(headers), forwardedFor: headers.get("x-forwarded-for"), realIp: headers.get("x-real-ip") };
}
