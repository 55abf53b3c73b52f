import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { getSessionCookie } from "better-auth/cookies";
import { DRAFT_MODE_COOKIE, isPreviewTokenValid, PREVIEW_COOKIE } from "@/cms/editors/draft-preview";
import { isLocale } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { isAccountPath, loginRedirect } from "@/lib/paths";
import { createNonce, pageCsp } from "@/lib/security/headers";
import { meaningfulSegments } from "@/lib/security/path-segments";
import { isDevelopment, previewSecret, privateCacheEnabled } from "@/lib/env";
import { VIDEO_EMBED_HOSTS, VIDEO_FILE_HOSTS } from "@/modules/cta/video-source";
import { CONTENT_REVALIDATE_SECONDS } from "@/cms/cache-tags";
import { currentLiveSession } from "@/bff/auth/live-session";
import { privatePageKey, publicPageKey } from "@/lib/page-cache/cacheable-request";
import { privatePage } from "@/lib/page-cache/private-pages.server";
import { portalToday } from "@/lib/calendar-day";
import { lastChangeOf } from "@/lib/page-cache/content-changes.server";
import { PageCache } from "@/lib/page-cache/page-cache";
import { isPageCacheRender, publicPageResponse, renderForCache, renderSecrets } from "@/lib/page-cache/public-pages.server";

const intl = createIntlMiddleware(routing);

/** Public pages as a visitor without a session sees them (issue 11 goal 1; README "Page cache"). */
const pageCache = new PageCache({
  maxEntries: 500,
  maxAgeMs: CONTENT_REVALIDATE_SECONDS * 1000,
  retryAfterMs: 1000,
  lastChangeOf,
  onRenderError: (key, error) => console.error(`[page-cache] rendering ${key} failed`, error),
});

/**
 * Locale routing for every page, the account-page gate of account.md section 2, and the page's
 * Content-Security-Policy with a fresh nonce. The gate only looks for a session cookie (cheap,
 * no database); the page validates the session itself and redirects the same way when the
 * cookie is stale or the proxy was bypassed.
 */
export default async function proxy(request: NextRequest) {
  const segments = meaningfulSegments(request.nextUrl.pathname);
  const cacheRender = isPageCacheRender(request.headers);
  const cacheable = segments && !cacheRender && !isDevelopment() ? pageRequest(request, segments) : null;
  const cacheKey = cacheable && publicPageKey(cacheable);
  if (cacheKey) return servePublicPage(request, cacheKey);
  const privateKey = cacheable && privateCacheEnabled() && privatePageKey(cacheable);
  const served = privateKey ? await servePrivatePage(request, privateKey) : null;
  if (served) return served;

  const preview = !cacheRender && (await signedDraftPreview(request));
  // The page cache's own render gets the placeholder, which each cached answer replaces.
  const csp = pageCsp(cacheRender ? renderSecrets().placeholderNonce : createNonce(), cspOptions(preview));
  // Next reads the policy from the request to put its nonce on the scripts it renders.
  request.headers.set("Content-Security-Policy", csp);
  let response: NextResponse;
  if (!segments) {
    response = new NextResponse("Bad request: the path is not valid percent-encoding.", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  } else {
    if (!preview && request.cookies.has(DRAFT_MODE_COOKIE)) request.cookies.delete(DRAFT_MODE_COOKIE);
    response = gate(request, segments) ?? withoutRewrite(intl(request));
  }
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

function cspOptions(preview: boolean) {
  return { development: isDevelopment(), preview, video: { embedHosts: VIDEO_EMBED_HOSTS, fileHosts: VIDEO_FILE_HOSTS } };
}

function pageRequest(request: NextRequest, segments: string[]) {
  return {
    method: request.method,
    pathname: request.nextUrl.pathname,
    segments,
    search: request.nextUrl.search,
    cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
    headers: request.headers,
  };
}

/** A public page from the page cache, its placeholder swapped for this answer's nonce. */
async function servePublicPage(request: NextRequest, key: string): Promise<Response> {
  const nonce = createNonce();
  // The Host is part of the key: the page's alternate-language links name it.
  const host = request.headers.get("host") ?? request.nextUrl.host;
  const page = await pageCache.get(`${host}${key}`, () => renderForCache(`${request.nextUrl.basePath}${key}`, host));
  const response = publicPageResponse(page, nonce, request.method);
  response.headers.set("Content-Security-Policy", pageCsp(nonce, cspOptions(false)));
  return response;
}

/**
 * A signed-in customer's page from the private cache (README "Private cache"), or null when the
 * session is not one the storage knows alive (the page then renders as usual and decides). The key
 * holds the session's token, so a copy is only ever served to the session it was made for, and
 * the Berlin day, so none outlives the day it was made on.
 */
async function servePrivatePage(request: NextRequest, key: string): Promise<Response | null> {
  const session = await currentLiveSession(getSessionCookie(request));
  if (!session) return null;
  const nonce = createNonce();
  const host = request.headers.get("host") ?? request.nextUrl.host;
  const cookie = request.headers.get("cookie") ?? "";
  const page = await privatePage(`${session.token} ${portalToday()} ${host}${key}`, `${request.nextUrl.basePath}${key}`, host, cookie);
  const response = publicPageResponse(page, nonce, request.method);
  response.headers.set("Content-Security-Policy", pageCsp(nonce, cspOptions(false)));
  return response;
}

/**
 * Decided on what the path means, not on how it is spelled (issue 9 item 6): `myaccount%2Finvoices`
 * and `%6Dycars` are account paths too. `next` carries the path as it means, spelled plainly.
 */
function gate(request: NextRequest, [locale, ...rest]: string[]): NextResponse | null {
  if (locale && isLocale(locale) && isAccountPath(rest) && !getSessionCookie(request)) {
    const target = request.nextUrl.clone();
    const [pathname, search] = loginRedirect(locale, `/${[locale, ...rest].map(encodeURIComponent).join("/")}`).split("?");
    target.pathname = pathname ?? "/";
    target.search = search ? `?${search}` : "";
    return NextResponse.redirect(target);
  }
  return null;
}

/**
 * Next's draft-mode cookie alone is a value from the build output; without our signed, unexpired
 * preview cookie (and a configured secret) Next must not see it at all, or it renders the request
 * in draft mode and past its caches (cms/editors/draft-preview.ts). Contentful may frame the page
 * only in a signed preview.
 */
async function signedDraftPreview(request: NextRequest): Promise<boolean> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return false;
  return isPreviewTokenValid(request.cookies.get(PREVIEW_COOKIE)?.value, previewSecret() ?? undefined, Date.now());
}

/**
 * Under a base path next-intl rewrites every page request, mostly to itself, and Next then tells
 * the client so in `x-middleware-rewrite` (issue 9 item 10). Routing the path as requested is the
 * same page: Next decodes the segments once and the page refuses the odd ones. The request
 * headers next-intl passes on (its locale) stay.
 */
function withoutRewrite(response: NextResponse): NextResponse {
  if (!response.headers.has("x-middleware-rewrite")) return response;
  const next = NextResponse.next();
  for (const [key, value] of response.headers) {
    if (key === "x-middleware-rewrite" || key === "x-middleware-next") continue;
    if (key === "set-cookie") next.headers.append(key, value);
    else next.headers.set(key, value);
  }
  return next;
}

export const config = {
  // Pages only: not the API, Next's assets or the files of public/ (cars/, fonts/; a test keeps
  // this list complete). Every other path, dotted ones too, is a page and gets its policy here.
  // "/" is listed on its own because under the base path the bare `/portal` does not match.
  // bench/ holds the benchmark's static yardstick while `npm run bench` runs (README "Benchmark").
  matcher: ["/", "/((?!api(?:/|$)|_next/|_vercel|cars/|fonts/|bench/).*)"],
};
