import { isLocale } from "@/i18n/locales";
import { CONSENT_COOKIE } from "@/lib/analytics/consent";
import { isAccountPath } from "@/lib/paths";
import { SESSION_COOKIE_NAMES } from "@/lib/private-cache/session-cookie";

/**
 * Cookies that never change what a page shows. Any other cookie (a session, an editor's, draft
 * mode, the fault switch, one added tomorrow) sends the request past the page cache: the cache
 * only holds what a visitor without them sees.
 */
// The consent cookie is read only in the browser, after hydration: the HTML is the same
// with it or without it, so a visitor who chose keeps getting cached pages.
const NEUTRAL_COOKIES: ReadonlySet<string> = new Set(["NEXT_LOCALE", CONSENT_COOKIE]);

/**
 * Headers of Next's client router: its RSC payloads and prefetches are not the HTML page. Next
 * removes them (and the `_rsc` query) from the request its proxy sees, so they stop only a caller
 * that sends them to the function directly; what the proxy can see is the browser's
 * `Sec-Fetch-Dest`: the router's requests are fetches ("empty"), a page is a "document". An HTML
 * page answered to a prefetch was never read to its end and held one of the browser's six
 * connections to the host, until a page hung waiting for them.
 */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch"];

export interface PageRequest {
  method: string;
  /** The path below the base path as requested, percent-encoding kept: the key, and what is rendered. */
  pathname: string;
  /** The path's meaningful segments below the base path (`lib/security/path-segments.ts`). */
  segments: readonly string[];
  search: string;
  cookieNames: readonly string[];
  headers: { has(name: string): boolean; get(name: string): string | null };
}

/** A page request with what the caches' keys and renders need beyond its path: the Host and the cookies. */
export interface CachedPageRequest extends PageRequest {
  /** Part of the key: the page's alternate-language links name it. */
  host: string;
  cookie: string;
}

/**
 * Whether the caches may hold pages for this Host. The Host is part of every key and the client
 * chooses it, so with any Host allowed a client could fill the 500 places with junk names and
 * evict every page others are served. With `PORTAL_ORIGIN` configured (production, the proxy's
 * origin) only the `hosts` of `pageCacheHosts` are cached; other hosts are rendered for
 * themselves. Unconfigured (`null`, the embedded default on a developer's machine) every host is.
 */
export function isCacheableHost(host: string, hosts: ReadonlySet<string> | null): boolean {
  return hosts === null || hosts.has(host.toLowerCase());
}

/**
 * The page cache's key for a request a visitor without a session makes for a public page, or null
 * when the request must be rendered for itself: another method, a query (`?login=true`,
 * `?modalName=` open dialogs), a cookie beyond the neutral ones, Next's router requests, a path
 * without a locale, a request that is not for a document (the router's fetches), and account pages
 * (they redirect to sign-in without a session).
 */
export function publicPageKey(request: PageRequest): string | null {
  return documentKey(request, NEUTRAL_COOKIES, false);
}

/** The cookies of a signed-in browser that may still be served a copy of its pages: the neutral ones and the session's. */
const SIGNED_IN_COOKIES: ReadonlySet<string> = new Set([...NEUTRAL_COOKIES, ...SESSION_COOKIE_NAMES]);

/**
 * The private cache's key (below the session's) for a signed-in customer's request of a page
 * (docs/performance.md "Private cache"): the same requests as `publicPageKey`, with the session cookie and
 * account pages allowed, or null. The session itself is checked by the caller.
 */
export function privatePageKey(request: PageRequest): string | null {
  if (!request.cookieNames.some((name) => SESSION_COOKIE_NAMES.includes(name))) return null;
  return documentKey(request, SIGNED_IN_COOKIES, true);
}

function documentKey(
  { method, pathname, segments, search, cookieNames, headers }: PageRequest,
  allowedCookies: ReadonlySet<string>,
  accountPages: boolean,
): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (search !== "" && search !== "?") return null;
  if (cookieNames.some((name) => !allowedCookies.has(name))) return null;
  if (ROUTER_HEADERS.some((name) => headers.has(name))) return null;
  // Clients without Fetch Metadata (scripts, the benchmark, old browsers) ask for documents.
  const destination = headers.get("sec-fetch-dest");
  if (destination !== null && destination !== "document") return null;
  const [locale, ...rest] = segments;
  if (!locale || !isLocale(locale) || (!accountPages && isAccountPath(rest))) return null;
  return pathname;
}
