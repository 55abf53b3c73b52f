import { AUTH_MESSAGE_PARAM, LINK_MESSAGES, withAuthMessage } from "@/features/auth/rules/auth-messages";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { BASE_PATH, paths, safeNextPath } from "@/lib/paths";
import { localeOfLink } from "./link-locale";

/**
 * Where a verification link followed without proof of the sign-up's password ends:
 * the set-password page with a fresh reset token, in the locale of the page the link would have
 * led to, and leading there (`next`) once the password is set. `verifyUrl` is the link as followed
 * (its `callbackURL` names that page); the token never leaves the portal's origin.
 */
export function setPasswordLanding(origin: string, verifyUrl: string | null, token: string): string {
  const found = verifyUrl ? localeOfLink(verifyUrl) : DEFAULT_LOCALE;
  const locale = isLocale(found) ? found : DEFAULT_LOCALE;
  const query = new URLSearchParams({ token, next: nextOf(verifyUrl, locale) });
  return `${origin}${BASE_PATH}${withAuthMessage(`${paths.resetPassword(locale)}?${query}`, LINK_MESSAGES.setPassword)}`;
}

/** The callback's portal path, without the base path and without its message. */
function nextOf(verifyUrl: string | null, locale: Locale): string {
  let callback: URL;
  try {
    callback = new URL(new URL(verifyUrl ?? "").searchParams.get("callbackURL") ?? "", "http://portal.invalid");
  } catch {
    return safeNextPath(null, locale);
  }
  callback.searchParams.delete(AUTH_MESSAGE_PARAM);
  const path = callback.pathname.startsWith(`${BASE_PATH}/`) ? callback.pathname.slice(BASE_PATH.length) : callback.pathname;
  return safeNextPath(`${path}${callback.search}`, locale);
}
