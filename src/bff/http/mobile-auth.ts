import "server-only";
import { isAPIError } from "better-auth/api";
import { configuredSocialProviders, type SocialProviderId } from "@/lib/env";
import { BASE_PATH, paths, safeNextPath } from "@/lib/paths";
import { socialSignInErrorPath } from "@/features/auth/rules/sign-in-errors";
import { LINK_MESSAGES, withAuthMessage } from "@/features/auth/rules/auth-messages";
import type { Locale } from "@/i18n/locales";
import { isAppDeepLink } from "@/features/auth/rules/mobile-app";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { issueDeepLinkToken } from "../auth/deep-link-tokens";
import { jsonResponse } from "./json-response";

/**
 * The native app's sign-in pages (account.md §2 "Mobile auth pages: /mobile/loginredirect,
 * mobile/auth, mobile/authv2", §4, §9). The spec names the pages only; this reading:
 *
 * 1. `/mobile/loginredirect?method=google|apple&deepLink=…` (app versions 1.47 and 1.48, opened in
 *    the system browser): starts better-auth's social sign-in, returning to `/mobile/auth`.
 * 2. `/mobile/auth?deepLink=…`: a signed-in customer gets a deep-link auth token (600000 ms,
 *    single use, stored hashed) and is sent to the app's deep link with `token=…`. Only deep links
 *    below `PORTAL_APP_LINK` are served, so a token never leaves for another app or site.
 *    Without a session it goes to the login page and comes back.
 * 3. `/mobile/authv2?token=…&next=…`: the app's web view exchanges the token for a session of its
 *    own (a new one: signing out in the browser does not end the app's) and opens `next`.
 */
export interface MobileAuthDeps {
  auth: Auth;
  db: Db;
  now: Date;
  appLink: string | null;
}

function redirect(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

/**
 * A refusal. These are pages: a person in the system browser or the app's web view (a navigation,
 * `Accept: text/html`) lands on the sign-in page, which says in their language what failed and
 * lets them sign in (review: an expired link showed English JSON); a program gets the 4xx JSON.
 */
function refusal(
  request: Request,
  locale: Locale,
  body: { error: string; reason: string },
  status: number,
  message: { link: "expired" } | { social: true },
  next?: string,
): Response {
  if (!(request.headers.get("accept") ?? "").includes("text/html")) return jsonResponse(body, status);
  const login = `${paths.login(locale)}${next ? `?${new URLSearchParams({ next })}` : ""}`;
  if ("link" in message) return redirect(`${BASE_PATH}${withAuthMessage(login, LINK_MESSAGES.signInLinkFailed)}`);
  const failed = new URL(withAuthMessage(login, LINK_MESSAGES.socialSignInFailed), "http://portal.invalid");
  failed.searchParams.set("error", body.error);
  return redirect(`${BASE_PATH}${failed.pathname}${failed.search}`);
}

function deepLinkProblem(request: Request, locale: Locale, deepLink: string, appLink: string | null): Response | null {
  if (isAppDeepLink(deepLink, appLink)) return null;
  const body = { error: "invalid_deep_link", reason: "deepLink must be a link of the portal's app (PORTAL_APP_LINK)." };
  return refusal(request, locale, body, 400, { social: true });
}

export async function mobileLoginRedirect(request: Request, locale: Locale, deps: MobileAuthDeps): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const method = query.get("method") ?? "";
  const deepLink = query.get("deepLink") ?? "";
  const providers: readonly string[] = configuredSocialProviders();
  if (!providers.includes(method)) {
    const body = { error: "unknown_method", reason: `method must be one of the configured sign-ins: ${providers.join(", ") || "none"}.` };
    return refusal(request, locale, body, 400, { social: true });
  }
  const problem = deepLinkProblem(request, locale, deepLink, deps.appLink);
  if (problem) return problem;
  const { headers, response } = await deps.auth.api.signInSocial({
    body: {
      provider: method as SocialProviderId,
      callbackURL: `${BASE_PATH}/${locale}/mobile/auth?${new URLSearchParams({ deepLink })}`,
      errorCallbackURL: `${BASE_PATH}${socialSignInErrorPath(paths.login(locale))}`,
    },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url)
    return refusal(request, locale, { error: "sign_in_unavailable", reason: "The provider gave no sign-in address." }, 502, { social: true });
  return redirect(response.url, headers.getSetCookie());
}

export async function mobileAuth(request: Request, locale: Locale, deps: MobileAuthDeps): Promise<Response> {
  const url = new URL(request.url);
  const deepLink = url.searchParams.get("deepLink") ?? "";
  const problem = deepLinkProblem(request, locale, deepLink, deps.appLink);
  if (problem) return problem;
  const session = await deps.auth.api.getSession({ headers: request.headers });
  if (!session) {
    const back = `/${locale}/mobile/auth?${new URLSearchParams({ deepLink })}`;
    return redirect(`${BASE_PATH}/${locale}/login?${new URLSearchParams({ next: back })}`);
  }
  const token = await issueDeepLinkToken(deps.db, session.user.id, deps.now);
  return redirect(`${deepLink}${deepLink.includes("?") ? "&" : "?"}${new URLSearchParams({ token })}`);
}

export async function mobileAuthV2(request: Request, locale: Locale, deps: MobileAuthDeps): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const next = safeNextPath(query.get("next"), locale);
  try {
    const { headers } = await deps.auth.api.signInWithDeepLinkToken({ body: { token }, headers: request.headers, returnHeaders: true });
    return redirect(`${BASE_PATH}${next}`, headers.getSetCookie());
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = { error: "invalid_deep_link_token", reason: "The sign-in link is unknown, used or older than 10 minutes." };
    return refusal(request, locale, body, 401, { link: "expired" }, next);
  }
}
