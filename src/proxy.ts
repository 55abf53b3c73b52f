import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { getSessionCookie } from "better-auth/cookies";
import { DRAFT_MODE_COOKIE, isPreviewTokenValid, PREVIEW_COOKIE } from "@/cms/editors/draft-preview";
import { PREVIEW_AS_COOKIE } from "@/cms/editors/preview-as";
import { isLocale } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { isAccountPath, loginRedirect } from "@/lib/paths";
import { createNonce, pageCsp } from "@/lib/security/headers";
import { meaningfulSegments } from "@/lib/security/path-segments";
import { MALFORMED_PATH_REASON } from "@/lib/security/request-guard";
import { isDevelopment, previewSecret } from "@/lib/env";
import { isPageCacheRender, renderSecrets, type PageAnswer } from "@/lib/page-cache/public-pages.server";
import type { CachedPageRequest } from "@/lib/page-cache/cacheable-request";
import { cachedPageAnswer, pageCspOptions } from "./cached-pages";

const intl = createIntlMiddleware(routing);

/**
 * Locale routing for every page, the account-page gate of account.md section 2, and the page's
 * Content-Security-Policy with a fresh nonce. The gate only looks for a session cookie (cheap,
 * no database); the page validates the session itself and redirects the same way when the
 * cookie is stale or the proxy was bypassed.
 */
export default async function proxy(request: NextRequest) {
  const segments = meaningfulSegments(request.nextUrl.pathname);
  const cacheRender = isPageCacheRender(request.headers);
  const cached = segments && !cacheRender && !isDevelopment() ? await cachedPageAnswer(pageRequest(request, segments), "render") : null;
  if (cached) return responseOf(cached);

  const preview = !cacheRender && (await signedDraftPreview(request));
  // The page cache's own render gets the placeholder, which each cached answer replaces.
  const csp = pageCsp(cacheRender ? renderSecrets().placeholderNonce : createNonce(), pageCspOptions(preview));
  // Next reads the policy from the request to put its nonce on the scripts it renders.
  request.headers.set("Content-Security-Policy", csp);
  let response: NextResponse;
  if (!segments) {
    // The production server's front door refuses such a path before Next; `next dev` has none.
    response = new NextResponse(`Bad request: ${MALFORMED_PATH_REASON}`, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  } else {
    if (!preview && request.cookies.has(DRAFT_MODE_COOKIE)) request.cookies.delete(DRAFT_MODE_COOKIE);
    // An editor previewing as a customer has no session: the page checks the signed choice.
    const previewingAs = preview && request.cookies.has(PREVIEW_AS_COOKIE);
    response = (previewingAs ? null : gate(request, segments)) ?? withoutRewrite(intl(request));
  }
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

function pageRequest(request: NextRequest, segments: string[]): CachedPageRequest {
  return {
    method: request.method,
    pathname: request.nextUrl.pathname,
    segments,
    search: request.nextUrl.search,
    cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
    headers: request.headers,
    host: request.headers.get("host") ?? request.nextUrl.host,
    cookie: request.headers.get("cookie") ?? "",
  };
}

function responseOf({ status, headers, body }: PageAnswer): Response {
  return new Response(body, { status, headers });
}

/**
 * Decided on what the path means, not on how it is spelled: `myaccount%2Finvoices`
 * and `%6Dycars` are account paths too. `next` carries the path as it means, spelled plainly.
 */
function gate(request: NextRequest, [locale, ...rest]: string[]): NextResponse | null {
  if (locale && isLocale(locale) && isAccountPath(rest) && !getSessionCookie(request)) {
    const target = request.nextUrl.clone();
    // The query goes along (`?modalName=` of a mailed link opens its modal after the sign-in).
    const requested = `/${[locale, ...rest].map(encodeURIComponent).join("/")}${request.nextUrl.search}`;
    const [pathname, search] = loginRedirect(locale, requested).split("?");
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
 * the client so in `x-middleware-rewrite`. Routing the path as requested is the
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
  // Pages only: not the API, Next's assets or the files of public/ (cars/, fonts/, icons/; a test keeps
  // this list complete). Every other path, dotted ones too, is a page and gets its policy here.
  // "/" is listed on its own because under the base path the bare `/portal` does not match.
  // bench/ holds the benchmark's static yardstick while `npm run bench` runs (docs/performance.md "Benchmark").
  matcher: ["/", "/((?!api(?:/|$)|_next/|_vercel|cars/|fonts/|icons/|bench/).*)"],
};
