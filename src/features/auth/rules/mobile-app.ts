/**
 * The native app's sign-in with Google or Apple (account.md §2 "Mobile auth pages", §4 "Social
 * login via Google or Apple: native app versions 1.47 and 1.48 decide between a redirect to
 * /mobile/loginredirect (with method and deepLink) and a native message", §9 "Deep-link auth
 * token lifetime default 600000 ms").
 *
 * Readings where the spec is silent:
 * - The app announces itself in its web view's user agent as `AutoAboApp/<major>.<minor>[.<patch>]`.
 * - Versions 1.47 and 1.48 (any patch) cannot sign in natively: the web view sends them to
 *   /mobile/loginredirect, which they open in the system browser; every other app version signs in
 *   natively and gets a message (`postMessage` to the web view's host) naming the method.
 *   Outside the app (no such user agent) the browser signs in on the web as usual.
 */

export type SocialMethod = "google" | "apple";

/** account.md §4: the app versions that take the redirect. */
export const REDIRECT_APP_VERSIONS: readonly string[] = ["1.47", "1.48"];
/** account.md §9: a deep-link auth token lives 600000 ms (10 minutes) and is used once. */
export const DEEP_LINK_TOKEN_LIFETIME_MS = 600_000;

const APP_USER_AGENT = /\bAutoAboApp\/(\d+)\.(\d+)(?:\.(\d+))?\b/;

/** "1.47" of "… AutoAboApp/1.47.2", or null when the request is not from the app. */
export function appVersionOf(userAgent: string | null | undefined): string | null {
  const match = APP_USER_AGENT.exec(userAgent ?? "");
  return match ? `${Number(match[1])}.${Number(match[2])}` : null;
}

export type SocialSignInMode = "web" | "mobile-redirect" | "native-message";

export function socialSignInMode(userAgent: string | null | undefined): SocialSignInMode {
  const version = appVersionOf(userAgent);
  if (version === null) return "web";
  return REDIRECT_APP_VERSIONS.includes(version) ? "mobile-redirect" : "native-message";
}

/** /mobile/loginredirect with the method and the app's deep link (account.md §4). */
export function mobileLoginRedirectPath(locale: string, method: SocialMethod, deepLink: string): string {
  return `/${locale}/mobile/loginredirect?${new URLSearchParams({ method, deepLink }).toString()}`;
}

/** A deep link the portal may hand a token to: only below the app's configured link (no open redirect). */
export function isAppDeepLink(deepLink: string, appLink: string | null): boolean {
  if (!appLink) return false;
  const base = appLink.endsWith("/") ? appLink : `${appLink}/`;
  return (deepLink === appLink || deepLink.startsWith(base)) && !/[\s\\]/.test(deepLink);
}

/** Whether a token issued at `issuedAtMs` may still be used at `nowMs` (and was not used before). */
export function isDeepLinkTokenUsable(issuedAtMs: number, nowMs: number, usedAt: unknown): boolean {
  return usedAt == null && nowMs - issuedAtMs < DEEP_LINK_TOKEN_LIFETIME_MS && nowMs >= issuedAtMs;
}
