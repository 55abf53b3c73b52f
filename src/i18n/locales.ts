export const LOCALES = ["de-DE", "en-DE", "en-US"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de-DE";

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
