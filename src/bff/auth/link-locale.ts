import { LOCALES, DEFAULT_LOCALE } from "@/i18n/locales";

/**
 * The locale a sign-in mail is written in: the one of the page the link leads back to (its
 * `callbackURL`, e.g. ".../portal/en-US/mycars"), so no state besides the link is needed.
 */
export function localeOfLink(url: string): string {
  let target = "";
  try {
    const parsed = new URL(url);
    target = parsed.searchParams.get("callbackURL") ?? parsed.pathname;
  } catch {
    return DEFAULT_LOCALE;
  }
  const found = LOCALES.find((locale) => target.includes(`/${locale}/`) || target.endsWith(`/${locale}`) || target.includes(`/${locale}?`));
  return found ?? DEFAULT_LOCALE;
}
