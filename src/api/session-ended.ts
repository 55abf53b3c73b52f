import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import { loadPortalPage } from "@/lib/navigate";
import { BASE_PATH, loginRedirect } from "@/lib/paths";

const BFF_PREFIX = `${BASE_PATH}/api/bff/`;

/**
 * A BFF call of the browser answered 401: the customer's session ended while the page was open
 * (signed out elsewhere, expired). They are sent to sign in and back to this page, as a page
 * without a session is (deals.md §6 "a service request without a session goes to login", §7 and §8
 * "401 goes to login"); a retry modal could never succeed. True when it navigates.
 */
export function signInIfSessionEnded(method: string, url: string, status: number): boolean {
  // Only a write the customer made: a read may be a visitor's, whose page works without a session.
  if (status !== 401 || method === "GET" || typeof window === "undefined") return false;
  if (!new URL(url, window.location.href).pathname.startsWith(BFF_PREFIX)) return false;
  const { pathname, search } = window.location;
  const here = (pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname) + search;
  const first = here.split("/")[1] ?? "";
  loadPortalPage(loginRedirect(isLocale(first) ? first : DEFAULT_LOCALE, here));
  return true;
}
