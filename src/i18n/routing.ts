import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "always",
  // German first: `/portal` always lands on `/portal/de-DE`, whatever the browser asks for.
  localeDetection: false,
  // The locale is always in the path; a locale cookie would only make every later request carry
  // a cookie, and better-auth then demands an Origin header from scripted sign-ins.
  localeCookie: false,
});
