import type { IncomingHttpHeaders } from "node:http";
import { BASE_PATH } from "@/lib/paths";
import { meaningfulSegments } from "@/lib/security/path-segments";
import type { CachedPageRequest } from "./cacheable-request";

/**
 * A request as Node hands it to the server, read the way the proxy reads it through Next
 * (`proxy.ts`), for the front door (`src/front-door.ts`): the path parsed as a WHATWG URL below the
 * base path, the cookies' names split as Next splits them. Null when it is no page request under
 * the base path; a reading that differs from Next's only ever finds no copy, since the front door
 * answers nothing but copies the proxy keyed.
 */
export function pageRequestOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): CachedPageRequest | null {
  const host = headers.host;
  if (!method || !host || !url?.startsWith(`${BASE_PATH}/`)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://front-door.invalid");
  } catch {
    return null;
  }
  if (!parsed.pathname.startsWith(`${BASE_PATH}/`)) return null;
  const pathname = parsed.pathname.slice(BASE_PATH.length);
  const segments = meaningfulSegments(pathname);
  if (!segments) return null;
  const cookie = headers.cookie ?? "";
  return {
    method,
    pathname,
    segments,
    search: parsed.search,
    cookieNames: cookieNamesOf(cookie),
    headers: { has: (name) => headers[name] !== undefined, get: (name) => headerValue(headers[name]) },
    host,
    cookie,
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The names in a Cookie header, split as Next's request cookies split them (`; ` pairs, the name
 * before the first `=`): every cookie the proxy would see is named, so none slips past the caches.
 */
export function cookieNamesOf(cookie: string): string[] {
  return cookie
    .trim()
    .split(/; */)
    .filter((pair) => pair !== "")
    .map((pair) => (pair.includes("=") ? pair.slice(0, pair.indexOf("=")) : pair));
}

/** Whether an Accept-Encoding header takes gzip: named (or `*`) with a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  let gzip: boolean | null = null;
  let any = false;
  for (const part of (header ?? "").split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding.toLowerCase() === "gzip") gzip = accepted;
    else if (coding === "*") any = accepted;
  }
  return gzip ?? any;
}
