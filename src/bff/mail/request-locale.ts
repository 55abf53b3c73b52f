import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/i18n/locales";
import { BASE_PATH } from "@/lib/paths";

/**
 * The locale a request's mails are written in (a booking's confirmation in the
 * customer's locale). The portal keeps no language per customer (account.md names none): the page
 * the customer booked on says it, and the browser names that page in `Referer` (same-origin calls
 * carry the full URL under the portal's `strict-origin-when-cross-origin`). The dispatcher runs each
 * request within its locale, so the services' mail calls need no parameter of their own; outside a
 * request, or without a portal page behind it (an app, a script), German.
 */
const holder = globalThis as typeof globalThis & { __portalRequestLocale?: AsyncLocalStorage<Locale> };
const storage = (holder.__portalRequestLocale ??= new AsyncLocalStorage<Locale>());

/** "/portal/en-US/mycars/…" → en-US; anything else null. */
export function localeOfPage(url: string | null): Locale | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const segment = path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length + 1).split("/")[0] : undefined;
  return LOCALES.find((locale) => locale === segment) ?? null;
}

export function withRequestLocale<T>(request: Request, work: () => Promise<T>): Promise<T> {
  return storage.run(localeOfPage(request.headers.get("referer")) ?? DEFAULT_LOCALE, work);
}

export function requestLocale(): Locale {
  return storage.getStore() ?? DEFAULT_LOCALE;
}
