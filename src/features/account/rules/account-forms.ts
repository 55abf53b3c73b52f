/**
 * The account and company edit forms (account.md §5 "Account forms", §3 Profile and Company):
 * what each form must hold, which fields stay locked once stored, and what is sent. The forms
 * and the BFF handlers (`bff/account/profile-service.ts`) run these same functions.
 */

import { formatPostalAddress } from "@/features/addresses/rules/postal-address";
import { birthdayProblem, MIN_AGE } from "@/features/auth/rules/registration-rules";
import { dayjs } from "@/lib/clock";
import type { Locale } from "@/i18n/locales";
import { isValidPhoneNumberOf, PHONE_REGION_OF_LOCALE, type CountryCode } from "@/lib/phone-number";
import { formatGermanDay, parseGermanDay } from "@/lib/german-day";
import { CONTROL_CHARACTER } from "@/lib/text";

/** account.md §5 "Shared form rules": names, street, house number and city 1 to 100 characters; phone at most 30. */
export const TEXT_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;
/** account.md §5: "Account and company zip: 5 characters". */
export const ZIP_LENGTH = 5;
/** account.md §5: "Account phone: … at least 4 characters". */
export const PHONE_MIN_LENGTH = 4;

export type AccountFormIssueCode =
  "required" | "postcode_invalid" | "phone_invalid" | "date_invalid" | "min_age" | "max" | "invalid" | "field_locked";
export interface AccountFormIssue<F extends string = string> {
  path: F;
  code: AccountFormIssueCode;
  values?: Record<string, number>;
}

export const PROFILE_FIELDS = [
  "firstname",
  "lastname",
  "birthday",
  "phone",
  "mobilephone",
  "invoice_street",
  "invoice_house_number",
  "zip",
  "city",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/**
 * account.md §3 Profile lists a mobile phone besides the phone; §5 names no rule for it. Read: it
 * may stay empty (the phone is the one registration asks for), and given, it is a phone number by
 * the account phone rule.
 */
export const OPTIONAL_PROFILE_FIELDS = ["mobilephone"] as const satisfies readonly ProfileField[];
const PROFILE_PHONE_FIELDS: readonly ProfileField[] = ["phone", "mobilephone"];

export function isOptionalProfileField(field: string): boolean {
  return (OPTIONAL_PROFILE_FIELDS as readonly string[]).includes(field);
}
/** account.md §5: names and birth date are editable only while empty. */
export const PROFILE_LOCKED_ONCE_STORED = ["firstname", "lastname", "birthday"] as const satisfies readonly ProfileField[];
export type ProfileValues = Record<ProfileField, string>;

export const COMPANY_FIELDS = ["name", "phone", "street", "housenumber", "zip", "city"] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
/** account.md §5: the company name is editable only while empty. */
export const COMPANY_LOCKED_ONCE_STORED = ["name"] as const satisfies readonly CompanyField[];
export type CompanyValues = Record<CompanyField, string>;

/**
 * account.md §5: "starts with a country code or area code, at least 4 characters, digits only
 * except +". A country code: "+49…" or "0049…"; an area code: in Germany behind the trunk 0
 * ("030…"), in en-US a US area code without one ("2125550123"), checked as registration checks a
 * phone, by libphonenumber for the region (`lib/phone-number.ts`). en-US takes the German and the
 * international forms too, so a number stored from a German page stays valid on an English one.
 * The form and the BFF (`bff/account/profile-service.ts`, with the locale the form sends) run this.
 */
export function isAccountPhone(value: string, locale: Locale): boolean {
  if (value.length < PHONE_MIN_LENGTH || value.length > PHONE_MAX_LENGTH || !/^\+?\d+$/.test(value)) return false;
  if (/^(\+[1-9]|00[1-9]|0[1-9])\d*$/.test(value)) return true;
  const region: CountryCode = PHONE_REGION_OF_LOCALE[locale];
  return region !== "DE" && isValidPhoneNumberOf(value, region);
}

/** account.md §5: "zip: 5 characters" (the German postcode: 5 digits). */
export function isAccountZip(value: string): boolean {
  return value.length === ZIP_LENGTH && /^\d{5}$/.test(value);
}

/** "DD.MM.YYYY" of a real calendar day in the past (born before today, Europe/Berlin as given by `today`). */
export function isBirthday(value: string, today: string): boolean {
  const day = parseGermanDay(value);
  return day !== null && day >= "1900-01-01" && day < today;
}

/** "1990-04-12" ↔ "12.04.1990" (the wire of `PATCH /api/checkout/v2/contact` is DD.MM.YYYY, account.md §7). */
export function birthdayToIso(value: string): string | null {
  return parseGermanDay(value);
}
export function isoToBirthday(value: string | null): string {
  return value ? formatGermanDay(value) : "";
}

function textIssue<F extends string>(path: F, value: string): AccountFormIssue<F> | null {
  if (CONTROL_CHARACTER.test(value)) return { path, code: "invalid" };
  if (value.trim() === "") return { path, code: "required" };
  if (value.trim().length > TEXT_MAX_LENGTH) return { path, code: "max" };
  return null;
}

/**
 * The profile form's issues (all fields required but the mobile phone). `values` are what the form shows, stored
 * locked values included; `today` is "YYYY-MM-DD" in Europe/Berlin.
 */
export function profileIssues(values: Partial<ProfileValues>, today: string, locale: Locale): AccountFormIssue<ProfileField>[] {
  const issues: AccountFormIssue<ProfileField>[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = values[field] ?? "";
    if (isOptionalProfileField(field) && value.trim() === "") continue;
    const base = textIssue(field, value);
    if (base) {
      issues.push(base);
      continue;
    }
    const trimmed = value.trim();
    if (field === "zip" && !isAccountZip(trimmed)) issues.push({ path: field, code: "postcode_invalid" });
    if (PROFILE_PHONE_FIELDS.includes(field) && !isAccountPhone(trimmed, locale)) issues.push({ path: field, code: "phone_invalid" });
    if (field === "birthday") {
      // The profile's birth date is the one registration asks for (account.md §5 "Complete
      // registration: same rules"): at least 20 years, as a customer who signed in with Google
      // enters it here once, and it is locked afterwards (review round 18: "yesterday" was kept).
      if (!isBirthday(trimmed, today)) issues.push({ path: field, code: "date_invalid" });
      else if (birthdayProblem(trimmed, dayjs.utc(today)) === "minAge") issues.push({ path: field, code: "min_age", values: { age: MIN_AGE } });
    }
  }
  return issues;
}

/** The company form's issues (all fields required), the phone by the page's locale. */
export function companyIssues(values: Partial<CompanyValues>, locale: Locale): AccountFormIssue<CompanyField>[] {
  const issues: AccountFormIssue<CompanyField>[] = [];
  for (const field of COMPANY_FIELDS) {
    const value = values[field] ?? "";
    const base = textIssue(field, value);
    if (base) {
      issues.push(base);
      continue;
    }
    const trimmed = value.trim();
    if (field === "zip" && !isAccountZip(trimmed)) issues.push({ path: field, code: "postcode_invalid" });
    if (field === "phone" && !isAccountPhone(trimmed, locale)) issues.push({ path: field, code: "phone_invalid" });
  }
  return issues;
}

/** Whether a field may be edited: the locked ones only while their stored value is empty. */
export function isEditable<F extends string>(field: F, locked: readonly F[], stored: Partial<Record<F, string | null>>): boolean {
  return !locked.includes(field) || !stored[field];
}

/**
 * What the form sends (account.md §5 "Only stored-empty values are sent"): every field that is not
 * locked, and a locked field only while its stored value is empty. Values are trimmed.
 */
export function changedValues<F extends string>(
  fields: readonly F[],
  locked: readonly F[],
  stored: Partial<Record<F, string | null>>,
  values: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  const sent: Partial<Record<F, string>> = {};
  for (const field of fields) {
    if (!isEditable(field, locked, stored)) continue;
    const value = values[field];
    if (value !== undefined) sent[field] = value.trim();
  }
  return sent;
}

/**
 * The server's side of the lock: a locked field sent for a stored non-empty value is refused
 * unless it repeats the stored value (a retried request).
 */
export function lockedFieldIssues<F extends string>(
  locked: readonly F[],
  stored: Partial<Record<F, string | null>>,
  sent: Partial<Record<F, string | undefined>>,
): AccountFormIssue<F>[] {
  return locked
    .filter((field) => {
      const value = sent[field];
      const current = stored[field];
      return value !== undefined && !!current && value.trim() !== current;
    })
    .map((path) => ({ path, code: "field_locked" as const }));
}

/** "Hermannstraße 214" as account.md §3 Company address "street, housenumber" ("Hermannstraße, 214"). */
export function companyAddress(street: string, housenumber: string): string {
  return `${street}, ${housenumber}`;
}

/**
 * What the company form sends (account.md §7 "PATCH /api/checkout/company/{id}: address, name,
 * other fields"): the values `changedValues` sends, and beside street and house number the
 * address as §3 writes it, "street, housenumber".
 */
export function companyUpdateBody(
  stored: Partial<Record<CompanyField, string | null>>,
  values: Partial<Record<CompanyField, string>>,
): Partial<CompanyValues> & { address?: string } {
  const sent = changedValues(COMPANY_FIELDS, COMPANY_LOCKED_ONCE_STORED, stored, values);
  return sent.street !== undefined && sent.housenumber !== undefined ? { ...sent, address: companyAddress(sent.street, sent.housenumber) } : sent;
}

/** "Hermannstraße, 214" → street and house number: the wire's company address read back. */
export function splitCompanyAddress(address: string): { street: string; housenumber: string } {
  const at = address.lastIndexOf(",");
  if (at < 0) return { street: address.trim(), housenumber: "" };
  return { street: address.slice(0, at).trim(), housenumber: address.slice(at + 1).trim() };
}

/**
 * The company's address as every page writes an address, "Hermannstraße 214, 12047 Berlin" (the
 * account page showed the wire's "Hermannstraße, 214" where the deal page said "Hermannstraße 214").
 */
export function companyAddressLine(company: { address: string; zip: string; city: string }): string {
  const { street, housenumber } = splitCompanyAddress(company.address);
  return formatPostalAddress({ street, house_number: housenumber, zip: company.zip, city: company.city });
}
