import type { IssueCode } from "@/api/problem-codes";
import { germanPostcode } from "@/features/step-forms/validators/postcode";
import { NAME_PATTERN, NOT_TEXT_AREA } from "@/lib/text";

/**
 * A German street address as the forms ask it (deals.md §5 "Street, house number, city: required,
 * 1 to 100 characters … Postcode: exactly 5 digits"): the damage report's location, the service
 * request's place, the handover's and the pickup's address all check it with this one rule
 * (the handover and the return had copies that refused different things).
 */
export interface PostalAddress {
  street?: string | undefined;
  house_number?: string | undefined;
  zip?: string | undefined;
  city?: string | undefined;
}

/**
 * "Eppendorfer Weg 57, 20259 Hamburg (Hinterhof, 2. OG)": an address as the deal page's details
 * write it, its extra in brackets where there is one (deals.md §3 address_extra: the return details
 * left it out while the booking's mail named it).
 */
export function addressLine(address: { street: string; house_number: string; zip: string; city: string; address_extra?: string | null }): string {
  const extra = address.address_extra?.trim();
  return `${address.street} ${address.house_number}, ${address.zip} ${address.city}${extra ? ` (${extra})` : ""}`;
}

/** An address a person is met at: the handover's and the pickup's (deals.md §5 first and last name too). */
export interface ContactAddress extends PostalAddress {
  firstname?: string | undefined;
  lastname?: string | undefined;
}

export interface AddressRuleOptions {
  /** Ask first and last name too. */
  names?: boolean;
}

/** deals.md §5 address fields: 1 to 100 characters. */
export const MAX_ADDRESS_PART_LENGTH = 100;

export interface AddressIssue {
  path: keyof ContactAddress;
  code: Extract<IssueCode, "required" | "max" | "invalid" | "postcode_not_deliverable">;
  values?: Record<string, number>;
}

/**
 * The rule breaks of an address: each part required, at most 100 characters, plain text; the
 * postcode 5 digits, on the mainland ("nur Orte auf dem Festland", deals.md §5). Every one of the
 * four addresses is where a car or a van comes: the form refused an island for the damage report
 * and the service request as for the handover, while their endpoints took it.
 */
export function postalAddressIssues(address: ContactAddress, options: AddressRuleOptions = {}): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const text = (value: string | undefined) => (value ?? "").trim();
  const parts = options.names
    ? (["firstname", "lastname", "street", "house_number", "city"] as const)
    : (["street", "house_number", "city"] as const);
  for (const part of parts) {
    const value = text(address[part]);
    if (!value) issues.push({ path: part, code: "required" });
    else if (value.length > MAX_ADDRESS_PART_LENGTH) issues.push({ path: part, code: "max", values: { max: MAX_ADDRESS_PART_LENGTH } });
    else if (NOT_TEXT_AREA.test(address[part] ?? "")) issues.push({ path: part, code: "invalid" });
    // deals.md §5 "Name pattern", as the form's `name` rule checks it.
    else if ((part === "firstname" || part === "lastname") && !NAME_PATTERN.test(value)) issues.push({ path: part, code: "invalid" });
  }
  const zip = text(address.zip);
  const postcode = germanPostcode(zip);
  if (!zip) issues.push({ path: "zip", code: "required" });
  else if (postcode?.key === "postcodeMainland") issues.push({ path: "zip", code: "postcode_not_deliverable" });
  else if (postcode || !/^\d{5}$/.test(zip)) issues.push({ path: "zip", code: "invalid" });
  return issues;
}

/** The English sentence of an issue for developers (the API's `message`), `path` as the body names the field. */
export function describeAddressIssue(path: string, issue: AddressIssue): string {
  switch (issue.code) {
    case "required":
      return `${path} is required.`;
    case "max":
      return `${path} has at most ${MAX_ADDRESS_PART_LENGTH} characters.`;
    case "postcode_not_deliverable":
      return "No car comes to this postcode (an island without a road link).";
    case "invalid":
      if (issue.path === "zip") return "The postcode has 5 digits.";
      if (issue.path === "firstname" || issue.path === "lastname")
        return `${path} holds letters, spaces, commas, periods, apostrophes and hyphens only.`;
      return `${path} is plain text, without control characters.`;
  }
}

/** "Eppendorfer Weg 57, 20259 Hamburg". */
export function formatPostalAddress(address: PostalAddress): string {
  const text = (value: string | undefined) => (value ?? "").trim();
  return `${text(address.street)} ${text(address.house_number)}, ${text(address.zip)} ${text(address.city)}`;
}
