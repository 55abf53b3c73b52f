import { isFormPhoneNumber, type CountryCode } from "@/lib/phone-number";
import type { GroupChecks } from "./field-checks";
import type { FieldValue, ValidationContext, ValidationError } from "./validators";

/**
 * The phone rule of the shared form rules (`validators.ts`), apart because it needs libphonenumber's
 * metadata (`lib/phone-number.ts`, about 40 KiB of gzip): only the forms that name it load this file.
 */

const DEFAULT_PHONE_REGION: CountryCode = "DE";

/** deals.md §5: a valid number for the region (default DE), at most 30 characters, no spaces or hyphens. */
export function phone(value: FieldValue, { region = DEFAULT_PHONE_REGION }: Partial<ValidationContext> = {}): ValidationError | null {
  if (typeof value !== "string" || value === "") return null;
  return isFormPhoneNumber(value, region) ? null : { key: "phone" };
}

/** The group's check for a form (`field-checks.ts`), in the form's region. */
export const PHONE_CHECKS: GroupChecks<"phone"> = { phone: (value, _parameter, context) => phone(value, context) };
