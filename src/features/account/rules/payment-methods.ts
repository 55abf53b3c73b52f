/**
 * Payment methods (account.md §2 "Account data page", "Change payment method", §3 Payment method,
 * §4 "Password and payment", §6 "Payment edit only for SUBSCRIPTION variant deals").
 */
import type { Locale } from "@/i18n/locales";
import type { ProlongationLink } from "@/features/end-of-subscription/rules/prolongation-link";

export const PAYMENT_TYPES = ["card", "sepa_debit", "paypal", "us_bank_account"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export interface PaymentMethod {
  deal_id: string;
  payment_type: PaymentType | null;
  identifier_last_4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  account_holder: string | null;
  car_model: string | null;
  /**
   * How the deal relates to a prolongation: the original and its follow-up drive the same car, and
   * without it their two entries read alike ("Fahrzeug: Tesla Model Y" twice).
   */
  prolongation: ProlongationLink | null;
  /** account.md §6: the edit button only for SUBSCRIPTION deals. */
  editable: boolean;
  /** A direct (d2c) subscription: the change is confirmed in a modal first (account.md §4). */
  d2c: boolean;
}

export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * account.md §2: card, SEPA direct debit, PayPal, in every locale; the US market (en-US) offers its
 * bank account (`us_bank_account`) besides them.
 */
export function paymentTypesFor(locale: Locale): readonly PaymentType[] {
  return locale === "en-US" ? ["card", "sepa_debit", "paypal", "us_bank_account"] : ["card", "sepa_debit", "paypal"];
}

/**
 * account.md §2, §6: "Payment edit only for SUBSCRIPTION variant deals"; the rule names no state, so
 * an ended subscription keeps it too (its final invoice is still to be paid, deals.md §9). Reading:
 * an order stopped or canceled before the handover was never charged and is not offered.
 */
export function canEditPaymentMethod(deal: { variant: string; state: string }): boolean {
  return deal.variant === "SUBSCRIPTION" && !["STOPPED", "CANCELED"].includes(deal.state);
}

/** A deal sold directly, not through a leasing bank or a business contract: the confirmation modal first (account.md §4). */
export function isD2cDeal(deal: { type: string | null }): boolean {
  return deal.type !== "MINIB2B";
}

/** "12/27" for a card; null for methods without an expiry. */
export function paymentExpiry(method: Pick<PaymentMethod, "exp_month" | "exp_year">): string | null {
  if (method.exp_month === null || method.exp_year === null) return null;
  return `${String(method.exp_month).padStart(2, "0")}/${String(method.exp_year % 100).padStart(2, "0")}`;
}

/** account.md §4: only a 201 with a session URL sends the browser on; anything else is the failed modal. */
export function paymentSessionTarget(status: number, data: unknown): string | null {
  if (status !== 201 || typeof data !== "object" || data === null) return null;
  const url = (data as { session_url?: unknown }).session_url;
  return typeof url === "string" && url !== "" ? url : null;
}

/** The success and cancel URLs must come back to this portal (never an open redirect). */
export function isPortalReturnUrl(value: string): boolean {
  return /^\/portal\/(de-DE|en-DE|en-US)\/[A-Za-z0-9/_\-?=&.%]*$/.test(value) && !value.includes("//") && !value.includes("..");
}

/**
 * A return URL as the session keeps it, or null when it leads elsewhere. account.md §7 names
 * `success_url` and `cancel_url` ("URL"), so a caller may send them absolute: one on an origin of
 * the portal's own (`origins`) is taken as its path, which then must pass `isPortalReturnUrl`.
 */
export function portalReturnPath(value: string, origins: readonly string[]): string | null {
  const path = value.startsWith("/") ? value : pathOnOrigins(value, origins);
  return path !== null && isPortalReturnUrl(path) ? path : null;
}

function pathOnOrigins(value: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return origins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The built-in hosted page's test data: a card number of 13 to 19 digits passing Luhn. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, "");
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card expiry "MM/YY" not in the past of `today` ("YYYY-MM-DD"). */
export function parseCardExpiry(value: string, today: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  if (year < ty || (year === ty && month < tm)) return null;
  return { month, year };
}

/**
 * The creditor identifier a SEPA mandate names (the mandate's text is shown before
 * a SEPA method is confirmed). DE98ZZZ09999999999 is the Bundesbank's published example, as the
 * embedded stand-in of the payment provider is; the company's own identifier replaces it in production.
 */
export const SEPA_CREDITOR_ID = "DE98ZZZ09999999999";
