import type { IssueCode } from "@/api/problem-codes";
import { germanPostcode } from "@/features/step-forms/validators/postcode";
import { NOT_TEXT_AREA } from "@/lib/text";

/**
 * A German street address as the forms ask it (deals.md §5 "Street, house number, city: required,
 * 1 to 100 characters … Postcode: exactly 5 digits"): the damage report's location and the
 * service request's place check it with the same rule.
 */
export interface PostalAddress {
  street?: string | undefined;
  house_number?: string | undefined;
  zip?: string | undefined;
  city?: string | undefined;
}

/** deals.md §5 address fields: 1 to 100 characters. */
export const MAX_ADDRESS_PART_LENGTH = 100;

export interface AddressIssue {
  path: keyof PostalAddress;
  code: Extract<IssueCode, "required" | "max" | "invalid">;
  values?: Record<string, number>;
}

/** The rule breaks of an address: each part required, at most 100 characters, plain text; the postcode 5 digits. */
export function postalAddressIssues(address: PostalAddress): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const text = (value: string | undefined) => (value ?? "").trim();
  for (const part of ["street", "house_number", "city"] as const) {
    const value = text(address[part]);
    if (!value) issues.push({ path: part, code: "required" });
    else if (value.length > MAX_ADDRESS_PART_LENGTH) issues.push({ path: part, code: "max", values: { max: MAX_ADDRESS_PART_LENGTH } });
    else if (NOT_TEXT_AREA.test(address[part] ?? "")) issues.push({ path: part, code: "invalid" });
  }
  const zip = text(address.zip);
  if (!zip) issues.push({ path: "zip", code: "required" });
  else if (germanPostcode(zip)?.key === "postcodeLength" || !/^\d{5}$/.test(zip)) issues.push({ path: "zip", code: "invalid" });
  return issues;
}

/** "Eppendorfer Weg 57, 20259 Hamburg". */
export function formatPostalAddress(address: PostalAddress): string {
  const text = (value: string | undefined) => (value ?? "").trim();
  return `${text(address.street)} ${text(address.house_number)}, ${text(address.zip)} ${text(address.city)}`;
}
