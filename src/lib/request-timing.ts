import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { recordRequest } from "./server-timing";

const holder = globalThis as typeof globalThis & { __portalRequestTiming?: boolean };

/**
 * Times every page request from the moment Node hands it over until its answer is sent, for the
 * benchmark's server time split (`server-timing.ts`). Installed from `src/instrumentation.ts` only
 * when the server runs with PORTAL_BENCH=1; Next's assets and the API are not pages.
 */
export function installRequestTiming(): void {
  if (holder.__portalRequestTiming) return;
  holder.__portalRequestTiming = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const url = request.url ?? "";
    if (url.includes("/_next/") || url.includes("/api/")) return;
    const started = performance.now();
    response.once("finish", () => recordRequest(performance.now() - started));
  });
}
