import "server-only";
import { timingSafeEqual } from "node:crypto";
import { request as httpRequest } from "node:http";
import { ownOrigin } from "@/lib/env";
import { contentVersionOf } from "./content-version";
import type { RenderedPage } from "./page-cache";
import { withoutStyleCopies } from "./style-copies";

/**
 * How cached HTML keeps a strict, per-response nonce. The page cache asks this
 * server, over loopback, to render a public page with a placeholder in place of the nonce: the
 * proxy sees the render header carrying this process's token and hands Next a policy with the
 * placeholder, which Next puts on every script it renders. Each answer from the cache then swaps
 * the placeholder for a fresh nonce, the one its own policy names. The placeholder and the token
 * are random per process and never leave it: the cache lives in this process's memory and no
 * answer carries either, so a script injected into content cannot know a nonce in advance.
 */
export const PAGE_RENDER_HEADER = "x-portal-page-render";

interface RenderSecrets {
  token: string;
  placeholderNonce: string;
}

const holder = globalThis as typeof globalThis & { __portalPageRender?: RenderSecrets };

function randomValue(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}

export function renderSecrets(): RenderSecrets {
  return (holder.__portalPageRender ??= { token: randomValue(32), placeholderNonce: randomValue(24) });
}

/** A render the page cache asked for (the token compared in constant time), not a visitor's request. */
export function isPageCacheRender(headers: { get(name: string): string | null }): boolean {
  const sent = headers.get(PAGE_RENDER_HEADER);
  if (!sent) return false;
  const expected = Buffer.from(renderSecrets().token);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Headers of the render that do not travel with a cached copy: per response, per connection, or personal. */
const UNCACHED_HEADERS = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
]);

/**
 * Renders a page for the cache: the path below the origin (base path included), asked of this
 * server over loopback with the visitor's Host, which the page's alternate-language links name
 * (fetch cannot send another Host, so plain node:http), and for a signed-in customer's copy
 * (`private-pages.server.ts`) their cookies. A kept-alive connection the server closed just as
 * it was reused (Node's documented race of keep-alive, answered ECONNRESET) is tried once more on
 * a new one.
 */
export function renderForCache(path: string, host: string, cookie?: string, retried = false): Promise<RenderedPage> {
  const origin = new URL(ownOrigin());
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname: origin.hostname,
        port: origin.port,
        path,
        headers: { host, accept: "text/html", [PAGE_RENDER_HEADER]: renderSecrets().token, ...(cookie ? { cookie } : {}) },
        timeout: RENDER_TIMEOUT_MS,
        maxHeaderSize: RENDER_MAX_HEADER_BYTES,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          // The copy carries each inlined stylesheet once, in the head (`style-copies.ts`).
          const body = withoutStyleCopies(Buffer.concat(chunks).toString("utf8"));
          const status = response.statusCode ?? 500;
          const headers = Object.entries(response.headers).flatMap(([name, value]) =>
            UNCACHED_HEADERS.has(name) || name.startsWith("x-middleware-") || value === undefined
              ? []
              : (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
          );
          // Whether a copy with this status is kept is the cache's decision (a locale's not-found page is a 404).
          resolve({ status, headers, body, version: contentVersionOf(body) });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`rendering ${path} took over ${RENDER_TIMEOUT_MS} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!retried && request.reusedSocket && error.code === "ECONNRESET") resolve(renderForCache(path, host, cookie, true));
      else reject(error);
    });
    request.end();
  });
}

const RENDER_TIMEOUT_MS = 30_000;

/**
 * The render's answer names its path in the `Link` header once per locale (next-intl's alternate
 * links), percent-encoded: a path of 2,000 `"` is 24 KB there, past Node's 16 KiB default, and the
 * read failed (HPE_HEADER_OVERFLOW, a 500). The front door refuses URLs over
 * `MAX_URL_LENGTH` (2,048), so four times that spelled thrice fits in this with room to spare.
 */
const RENDER_MAX_HEADER_BYTES = 64 * 1024;

/** An answer made from a cached page: what the proxy turns into a Response and the front door writes to the socket. */
export interface PageAnswer {
  status: number;
  headers: Array<[string, string]>;
  /** Null for HEAD. */
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer to one visitor: the placeholder swapped for this answer's nonce, in the body and in
 * the headers (Next's preload links carry it too). HEAD gets the headers only. The body is
 * encoded to UTF-8 once per copy, in the pieces between placeholders (`bodyPieces`): an answer
 * joins bytes, it does not scan and encode about 150 KB of text again.
 */
export function pageAnswer(page: RenderedPage, nonce: string, method: string): PageAnswer {
  const placeholder = renderSecrets().placeholderNonce;
  const body = method === "HEAD" ? null : joinPieces(bodyPieces(page, placeholder), Buffer.from(nonce));
  const headers = page.headers.map(([name, value]): [string, string] => [name, value.replaceAll(placeholder, nonce)]);
  return { status: page.status, headers, body };
}

const piecesOfPage = new WeakMap<RenderedPage, Buffer[]>();

function bodyPieces(page: RenderedPage, placeholder: string): Buffer[] {
  let pieces = piecesOfPage.get(page);
  if (!pieces) {
    pieces = page.body.split(placeholder).map((piece) => Buffer.from(piece));
    piecesOfPage.set(page, pieces);
  }
  return pieces;
}

function joinPieces(pieces: readonly Buffer[], separator: Buffer): Uint8Array<ArrayBuffer> {
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0) + separator.length * Math.max(0, pieces.length - 1);
  const joined = new Uint8Array(length);
  let offset = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      joined.set(separator, offset);
      offset += separator.length;
    }
    joined.set(piece, offset);
    offset += piece.length;
  });
  return joined;
}
