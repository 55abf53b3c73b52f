import type { Locale } from "./locales";

// next-intl's `useLocale` and `getLocale` answer the portal's locales, not any string.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
  }
}
