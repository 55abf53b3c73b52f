import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { compactIban } from "@/lib/iban";
import type { FieldValue, ValidationContext, ValidationError } from "./validators";

/**
 * The shared form rules (`validators.ts`) that need a library: libphonenumber's metadata alone is
 * about 29 KiB of gzip, so only the forms that name these rules load this file (issue 11).
 */

export const DEFAULT_PHONE_REGION: CountryCode = "DE";

/** deals.md §5: a valid number for the region (default DE), at most 30 characters, no spaces or hyphens. */
export function phone(value: FieldValue, { region = DEFAULT_PHONE_REGION }: Partial<ValidationContext> = {}): ValidationError | null {
  if (typeof value !== "string" || value === "") return null;
  if (value.length > 30 || !/^\+?\d+$/.test(value)) return { key: "phone" };
  return isValidPhoneNumber(value, region) ? null : { key: "phone" };
}

/** account.md §5: a valid IBAN; spaces are optional. */
export function iban(value: FieldValue): ValidationError | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  return compactIban(value) === null ? { key: "iban" } : null;
}
