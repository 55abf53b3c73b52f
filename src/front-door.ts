import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { acceptsGzip, pageRequestOf } from "@/lib/page-cache/node-request";
import { isPageCacheRender, type PageAnswer } from "@/lib/page-cache/public-pages.server";
import { isDevelopment } from "@/lib/env";
import { passedOnHeaders, refusalOf } from "@/lib/security/request-guard";
import { cachedPageAnswer } from "./cached-pages";

/**
 * The front door of the production server (docs/performance.md "Page cache": a cached page costs no render): `server.mjs`
 * hands every request here before Next's handler, and a page one of the page caches holds is
 * answered from it at once, without Next's routing, proxy and web streams. Anything else, a miss
 * included, goes on to Next, whose proxy renders and keeps the page. So the front door serves only
 * copies the proxy made, under the keys the proxy chose, with the headers they were rendered with
 * (Next's configured ones among them) and a fresh nonce and policy per answer. Before that it
 * refuses what must not reach Next at all (`lib/security/request-guard.ts`): a path whose
 * percent-encoding does not decode (400) and an over-long URL (414), with the security headers.
 */
export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

const holder = globalThis as typeof globalThis & { __portalFrontDoor?: FrontDoor };

/** Opens the front door for `server.mjs` (from `instrumentation.ts`, once per process). */
export function installFrontDoor(): void {
  holder.__portalFrontDoor ??= answerAtFrontDoor;
}

/**
 * Refuses a request the guard refuses, or answers it from a page cache; false: Next's to answer,
 * with the security headers already set for the answers Next sends without them (its redirects).
 */
export async function answerAtFrontDoor(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const url = request.url ?? "/";
  const production = !isDevelopment();
  // The page cache's own render asks with the path as the URL parser spells it: 2,000 quotes of a
  // visitor's URL are 6,000 characters there (%22), and it is this server's request, not a client's.
  const refusal = isPageCacheRender({ get: (name) => headerOf(request, name) }) ? null : refusalOf(url, { production });
  if (!refusal) {
    if (await answerFromCaches(request, response)) return true;
    for (const [name, value] of passedOnHeaders(url, { production })) response.setHeader(name, value);
    return false;
  }
  const body = request.method === "HEAD" ? null : Buffer.from(refusal.body);
  response.writeHead(refusal.status, [...refusal.headers.flat(), "content-length", String(Buffer.byteLength(refusal.body))]);
  response.end(body ?? undefined);
  return true;
}

/** Answers the request from a page cache and says so, or leaves it untouched (false). */
export async function answerFromCaches(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const pageRequest = pageRequestOf(request.method, request.url, request.headers);
  if (!pageRequest || isPageCacheRender(pageRequest.headers)) return false;
  const answer = await cachedPageAnswer(pageRequest, "pass");
  if (!answer) return false;
  await send(response, answer, acceptsGzip(request.headers["accept-encoding"]));
  return true;
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
}

const gzipped = promisify(gzip);

/** Next compresses what is at least 1 KiB when the client takes gzip, and so does the front door. */
const COMPRESSION_THRESHOLD = 1024;

async function send(response: ServerResponse, { status, headers, body }: PageAnswer, gzipAccepted: boolean): Promise<void> {
  const compressed = gzipAccepted && body !== null && body.length >= COMPRESSION_THRESHOLD;
  // On the thread pool: the event loop goes on answering while a page is compressed.
  const sent = compressed ? await gzipped(body) : body;
  const raw: string[] = [];
  for (const [name, value] of headers) raw.push(name, name === "vary" ? withAcceptEncoding(value) : value);
  if (!headers.some(([name]) => name === "vary")) raw.push("vary", "Accept-Encoding");
  if (compressed) raw.push("content-encoding", "gzip");
  if (sent) raw.push("content-length", String(sent.length));
  response.writeHead(status, raw);
  response.end(sent ?? undefined);
}

function withAcceptEncoding(vary: string): string {
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}
