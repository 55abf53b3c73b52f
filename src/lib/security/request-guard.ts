import { BASE_PATH } from "@/lib/paths";
import { commonSecurityHeaders, LOCKED_DOWN_CSP } from "./headers";
import { decodeSegment } from "./path-segments";

/**
 * What the production server refuses before any work: Next answered a
 * path whose percent-encoding does not decode with a bare 500 for the API and its assets, and a
 * path of some thousand characters with a 500 too (the page cache's loopback render repeats the
 * path in its `Link` header until the answer's headers overflow). The front door applies this to
 * every request, inside the base path or not, so neither reaches a route, a render or a cache.
 */

/** The longest request target served: what common proxies and CDNs allow; no portal URL comes near it. */
export const MAX_URL_LENGTH = 2048;

/** The text of the 400 for a malformed path, the proxy's too (`proxy.ts`, for `next dev`). */
export const MALFORMED_PATH_REASON = "The path is not valid percent-encoding.";
const URL_TOO_LONG_REASON = `The URL is longer than ${MAX_URL_LENGTH} characters.`;

export interface Refusal {
  status: 400 | 414;
  headers: Array<[string, string]>;
  body: string;
}

/**
 * The refusal of a request target (`request.url` as Node hands it over), or null when it may go on.
 * API paths are answered in JSON with the BFF's `{error, reason}`, everything else in plain text;
 * both carry the headers Next's config gives every other answer that is not a page.
 */
export function refusalOf(url: string, { production }: { production: boolean }): Refusal | null {
  const refused = refusedBecause(url);
  if (!refused) return null;
  const api = isApiPath(url);
  const body = api ? JSON.stringify({ error: refused.error, reason: refused.reason }) : `${refused.title}: ${refused.reason}`;
  const headers: Array<[string, string]> = [
    ["content-type", api ? "application/json" : "text/plain; charset=utf-8"],
    ["cache-control", "no-store"],
    ...lockedDownHeaders(production),
  ];
  return { status: refused.status, headers, body };
}

/**
 * The security headers the front door sets before it hands a request to Next, which replaces them
 * with its own where it answers with headers (docs/security.md "Security suite"): Next
 * sends a redirect of its config without the configured headers (`/de-DE/subscribe`,
 * `/portal/de-DE/kaufen`), so those carried none. Outside the base path the portal serves nothing
 * to run, so there the locked-down policy as well; inside it pages get theirs from the proxy.
 */
export function passedOnHeaders(url: string, { production }: { production: boolean }): Array<[string, string]> {
  const path = pathOf(url);
  const inside = path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);
  return inside ? commonHeaders(production) : lockedDownHeaders(production);
}

function commonHeaders(production: boolean): Array<[string, string]> {
  return commonSecurityHeaders({ production }).map(({ key, value }): [string, string] => [key.toLowerCase(), value]);
}

function lockedDownHeaders(production: boolean): Array<[string, string]> {
  return [["content-security-policy", LOCKED_DOWN_CSP], ...commonHeaders(production)];
}

interface Refused {
  status: 400 | 414;
  error: string;
  title: string;
  reason: string;
}

function refusedBecause(url: string): Refused | null {
  if (url.length > MAX_URL_LENGTH) return { status: 414, error: "uri_too_long", title: "URI too long", reason: URL_TOO_LONG_REASON };
  if (decodeSegment(pathOf(url)) === null) return { status: 400, error: "invalid_request", title: "Bad request", reason: MALFORMED_PATH_REASON };
  return null;
}

/** The path of a request target: up to the query or fragment. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isApiPath(url: string): boolean {
  const api = `${BASE_PATH}/api`;
  return url.startsWith(api) && (url.length === api.length || "/?#".includes(url.charAt(api.length)));
}
