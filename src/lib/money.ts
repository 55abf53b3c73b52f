/** Germany's VAT factor: business customers see prices net of it (deals.md section 9). */
export const VAT_FACTOR = 1.19;

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * Formats an amount of money as deals.md §9 asks in every locale: "Currency always EUR with
 * German formatting", fraction digits up to 2 and at least 0 unless `forceFractionDigits` is set
 * (then always 2). An amount with cents always shows both digits ("62,90 €", never "62,9 €"); a
 * whole amount none ("449 €"), on every view alike. Only the invoices force two (a column of billed
 * amounts, and the invoice itself).
 *
 * Reading of account.md §9 "US region uses USD": every amount the portal holds is in EUR (cents
 * from the operations side, deals.md §9), so an en-US page shows it in euros too; writing "$549"
 * for 549 EUR would misstate the price (review rounds 8, 10 and 11). The US region's dollars are
 * its payment set-up (`payment-gateway.ts`: Stripe's US bank account takes USD).
 */
export function formatMoney(amount: number, options: { forceFractionDigits?: boolean } = {}): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  const minimumFractionDigits = options.forceFractionDigits || hasCents ? 2 : 0;
  let formatter = formatters.get(minimumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits, maximumFractionDigits: 2 });
    formatters.set(minimumFractionDigits, formatter);
  }
  return formatter.format(amount);
}

/** Invoice amounts and deductibles arrive in cents (deals.md section 9). */
export function formatCents(cents: number, options: { forceFractionDigits?: boolean } = {}): string {
  return formatMoney(cents / 100, options);
}

/** Business customers see prices excluding VAT (deals.md section 6). */
export function netOfVat(grossAmount: number): number {
  return Math.round((grossAmount / VAT_FACTOR) * 100) / 100;
}

/** A fee or price as the customer is charged it: net of VAT for a business customer (deals.md section 6). */
export function priceFor(business: boolean, grossAmount: number): number {
  return business ? netOfVat(grossAmount) : grossAmount;
}
