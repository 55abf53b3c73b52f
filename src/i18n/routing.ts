import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "always",
  // German first: `/portal` always lands on `/portal/de-DE`, whatever the browser asks for.
  localeDetection: false,
});
