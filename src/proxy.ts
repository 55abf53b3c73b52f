import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { getSessionCookie } from "better-auth/cookies";
import { isLocale } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { isAccountPath, loginRedirect } from "@/lib/paths";
import { createNonce, pageCsp } from "@/lib/security/headers";

const intl = createIntlMiddleware(routing);

/**
 * Locale routing for every page, the account-page gate of account.md section 2, and the page's
 * Content-Security-Policy with a fresh nonce. The gate only looks for a session cookie (cheap,
 * no database); the page validates the session itself and redirects the same way when the
 * cookie is stale.
 */
export default function proxy(request: NextRequest) {
  const csp = pageCsp(createNonce(), { development: process.env.NODE_ENV === "development" });
  // Next reads the policy from the request to put its nonce on the scripts it renders.
  request.headers.set("Content-Security-Policy", csp);
  const response = gate(request) ?? intl(request);
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

function gate(request: NextRequest): NextResponse | null {
  const [locale, ...rest] = request.nextUrl.pathname.split("/").filter(Boolean);
  if (locale && isLocale(locale) && isAccountPath(rest) && !getSessionCookie(request)) {
    const target = request.nextUrl.clone();
    const [pathname, search] = loginRedirect(locale, request.nextUrl.pathname).split("?");
    target.pathname = pathname ?? "/";
    target.search = search ? `?${search}` : "";
    return NextResponse.redirect(target);
  }
  return null;
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension. "/" is listed on its own
  // because under the base path the bare `/portal` does not match the pattern.
  matcher: ["/", "/((?!api|_next|_vercel|.*\\..*).*)"],
};
