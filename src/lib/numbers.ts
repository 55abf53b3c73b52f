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

/**
 * A typed whole number (a mileage reading): digits, optionally grouped in thousands as people
 * write them, "15.000", "15 000" or "15,000" (review: "15.000" was refused as no whole number).
 * A separator counts only between groups of exactly three digits, so "12,5" or "1.5" stay no
 * whole number rather than a guess. NaN for anything else; null for an empty text.
 */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  return /^\d{1,3}([.,\u0020\u00a0\u202f]\d{3})+$/.test(value) ? Number(value.replace(/\D/g, "")) : Number.NaN;
}
