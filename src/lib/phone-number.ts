import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import type { Locale } from "@/i18n/locales";

/**
 * Whether a phone number is a real one of its region (deals.md §5, account.md §5 "a valid phone
 * number for the region (default DE)"), by libphonenumber's full metadata: the reduced metadata
 * checks lengths only and took "12345" or "99999999" for German numbers. About 40 KiB of gzip,
 * loaded only by the forms that check a phone number (and the BFF).
 */
export function isValidPhoneNumberOf(value: string, region: CountryCode): boolean {
  return isValidPhoneNumber(value, region);
}

export type { CountryCode };

/**
 * The region whose numbers a phone typed on a page of the locale is checked against (account.md §5
 * "a valid phone number for the region (default DE)"): en-US the US, otherwise Germany. The one map
 * for registration (`features/auth/rules/registration-rules.ts`) and the account forms.
 */
export const PHONE_REGION_OF_LOCALE = { "de-DE": "DE", "en-DE": "DE", "en-US": "US" } as const satisfies Record<Locale, CountryCode>;

/** deals.md §5 "Phone: … maximum 30, … no spaces or hyphens; must be a valid number for the region (default DE)". */
export const FORM_PHONE_MAX_LENGTH = 30;

/** The phone rule of deals.md §5, for every form that asks for a phone (step forms, business contacts) and the BFF. */
export function isFormPhoneNumber(value: string, region: CountryCode = "DE"): boolean {
  return value.length <= FORM_PHONE_MAX_LENGTH && /^\+?\d+$/.test(value) && isValidPhoneNumberOf(value, region);
}

/**
 * A stored phone number as people read it, in groups: "+4922160987671" → "+49 221 60987671"
 * (review: the business portal wrote numbers in one run). A number libphonenumber cannot read
 * stays as stored; links dial the stored number.
 */
export function formatPhoneNumber(value: string, region: CountryCode = "DE"): string {
  const parsed = parsePhoneNumberFromString(value, region);
  return parsed?.isValid() ? parsed.formatInternational() : value;
}
