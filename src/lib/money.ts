import type { Locale } from "@/i18n/locales";

/** Germany's VAT factor: business customers see prices net of it (deals.md section 9). */
export const VAT_FACTOR = 1.19;

/** The US market is billed in dollars; both German locales in euros (deals.md section 9). */
export function currencyFor(locale: Locale): "EUR" | "USD" {
  return locale === "en-US" ? "USD" : "EUR";
}

/**
 * How a locale writes numbers: the euro markets (de-DE and en-DE) the German way (1.500), the US
 * market its own (1,500), so kilometres and money on one page are written alike.
 */
export function numberLocaleFor(locale: Locale): "de-DE" | "en-US" {
  return currencyFor(locale) === "EUR" ? "de-DE" : "en-US";
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount of money: German number formatting for EUR, fraction digits up to 2 and at
 * least 0 unless `forceFractionDigits` is set (then always 2), as deals.md section 9 asks. An
 * amount with cents always shows both digits ("62,90 €", never "62,9 €"); a whole
 * amount none ("449 €"), on every view alike. Only the invoices force two (a column of billed
 * amounts, and the invoice itself).
 */
export function formatMoney(amount: number, locale: Locale, options: { forceFractionDigits?: boolean } = {}): string {
  const currency = currencyFor(locale);
  const numberLocale = numberLocaleFor(locale);
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  const minimumFractionDigits = options.forceFractionDigits || hasCents ? 2 : 0;
  const key = `${numberLocale}|${currency}|${minimumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale, {
      style: "currency",
      currency,
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** Invoice amounts and deductibles arrive in cents (deals.md section 9). */
export function formatCents(cents: number, locale: Locale, options: { forceFractionDigits?: boolean } = {}): string {
  return formatMoney(cents / 100, locale, options);
}

/** Business customers see prices excluding VAT (deals.md section 6). */
export function netOfVat(grossAmount: number): number {
  return Math.round((grossAmount / VAT_FACTOR) * 100) / 100;
}

/** A fee or price as the customer is charged it: net of VAT for a business customer (deals.md section 6). */
export function priceFor(business: boolean, grossAmount: number): number {
  return business ? netOfVat(grossAmount) : grossAmount;
}
