import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/max";

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
