import type { Locale } from "@/i18n/locales";

/** How a locale writes numbers: the euro markets' way (1.500) in de-DE and en-DE, the US market's own (1,500) in en-US. */
export function numberLocaleFor(locale: Locale): "de-DE" | "en-US" {
  return locale === "en-US" ? "en-US" : "de-DE";
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A count (kilometres, points) as the page's locale writes it, the one definition every view uses. */
export function formatNumber(value: number, locale: Locale): string {
  const numberLocale = numberLocaleFor(locale);
  let formatter = formatters.get(numberLocale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale);
    formatters.set(numberLocale, formatter);
  }
  return formatter.format(value);
}
