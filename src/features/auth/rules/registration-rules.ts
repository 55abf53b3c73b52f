import { isValidPhoneNumberOf, PHONE_REGION_OF_LOCALE, type CountryCode } from "@/lib/phone-number";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import type { Dayjs } from "@/lib/clock";
import { ageOn, parseGermanDate } from "@/features/step-forms/validators/dates";
import { isStrongPassword } from "./password-rule";
import { NAME_PATTERN } from "@/lib/text";
import { germanDayOfTimestamp } from "@/lib/german-day";

/**
 * account.md §5 "Sign-in and registration" and §9: the registration rules, one pure function
 * each. The form validates with them (`sign-in-flow-schemas.ts`), the BFF's sign-up guard again.
 * Each answers null when the value passes, else the message key under `signInFlow.validation`.
 */
export type RegistrationMessageKey =
  "required" | "invalidEmail" | "validPassword" | "validName" | "nameTooLong" | "validPhoneNumber" | "validDate" | "minAge";

/** account.md §5: minimum age 20, or 23 when the vehicle power is over the threshold. */
export const MIN_AGE = 20;
export const MIN_AGE_HIGH_POWER = 23;
/**
 * The power threshold is "not shown" (account.md §5): 147 kW (200 PS), the usual line German
 * insurers draw for young drivers of strong cars.
 */
export const HIGH_POWER_THRESHOLD_KW = 147;
/** account.md §5 shared rules: names 1 to 100; phone max 30; §9 phone minimum length 7. */
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;
export const PHONE_MIN_LENGTH = 7;
/** account.md §5 "a valid phone number for the region (default DE)": a form's region is its page's locale's. */
export const DEFAULT_PHONE_REGION: CountryCode = PHONE_REGION_OF_LOCALE[DEFAULT_LOCALE];

export { NAME_PATTERN } from "@/lib/text";

/**
 * account.md §8 invalid_domain: an address registers only with a domain of the internet, at least
 * two labels and a top level that starts with a letter (IDN top levels are `xn--…`). The form takes
 * what HTML takes (`name@intranet` is a valid address there); the registration refuses it.
 */
export function hasInternetDomain(email: string): boolean {
  const domain = email.trim().split("@").pop() ?? "";
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/i.test(domain);
}

export function passwordProblem(password: string): RegistrationMessageKey | null {
  if (password === "") return "required";
  if (!isStrongPassword(password)) return "validPassword";
  return null;
}

export type PasswordStrength = "empty" | "weak" | "fair" | "good" | "strong";

/**
 * The meter's level: weak until the rule holds (8 characters, a letter, a number); then fair,
 * good with one of 12+ characters / mixed case / a symbol, strong with two of them.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password === "") return "empty";
  if (passwordProblem(password) !== null) return "weak";
  const extras = [password.length >= 12, /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password), /[^\p{L}\d]/u.test(password)].filter(Boolean).length;
  return extras >= 2 ? "strong" : extras === 1 ? "good" : "fair";
}

export function nameProblem(name: string): RegistrationMessageKey | null {
  const trimmed = name.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > NAME_MAX_LENGTH) return "nameTooLong";
  return NAME_PATTERN.test(trimmed) ? null : "validName";
}

/** account.md §5: a phone counts as entered when longer than 7 characters. */
export function phoneEntered(phone: string): boolean {
  return phone.trim().length > PHONE_MIN_LENGTH;
}

export function phoneProblem(phone: string, region: CountryCode = DEFAULT_PHONE_REGION): RegistrationMessageKey | null {
  const value = phone.trim();
  if (value === "") return "required";
  // A number too short to count as entered (§5) is there, only not valid: "12345"
  // was told "Dies ist ein Pflichtfeld.", which says nothing of what is wrong with it.
  if (!phoneEntered(value)) return "validPhoneNumber";
  if (value.length > PHONE_MAX_LENGTH) return "validPhoneNumber";
  return isValidPhoneNumberOf(value, region) ? null : "validPhoneNumber";
}

export function minimumAgeFor(vehiclePowerKw: number | null | undefined): number {
  return vehiclePowerKw != null && vehiclePowerKw > HIGH_POWER_THRESHOLD_KW ? MIN_AGE_HIGH_POWER : MIN_AGE;
}

export function birthdayProblem(birthday: string, now: Dayjs, vehiclePowerKw?: number | null): RegistrationMessageKey | null {
  if (birthday.trim() === "") return "required";
  const date = parseGermanDate(birthday.trim());
  if (!date || date.isAfter(now)) return "validDate";
  return ageOn(date, now) < minimumAgeFor(vehiclePowerKw) ? "minAge" : null;
}

/**
 * The birthday as the rules read it (DD.MM.YYYY): a timestamp on the wire (account.md §7) is the
 * Berlin day it falls on; a string is taken as typed. What is neither reads as no valid day.
 */
export function birthdayAsTyped(value: number | string): string {
  return typeof value === "number" ? (germanDayOfTimestamp(value) ?? "invalid") : value;
}

export interface RegistrationProfile {
  firstname: string;
  lastname: string;
  phone: string;
  /** DD.MM.YYYY as typed. */
  birthday: string;
  emailSubscription: boolean;
}

/**
 * The first problem per profile field; empty when the profile passes (the BFF's check). The phone
 * is checked for the region of the page the registration was made on (`locale`, as the form does).
 */
export function profileProblems(
  profile: RegistrationProfile,
  now: Dayjs,
  { locale = DEFAULT_LOCALE, vehiclePowerKw = null }: { locale?: Locale; vehiclePowerKw?: number | null } = {},
): Partial<Record<keyof RegistrationProfile, RegistrationMessageKey>> {
  const problems: Partial<Record<keyof RegistrationProfile, RegistrationMessageKey>> = {};
  const first = nameProblem(profile.firstname);
  if (first) problems.firstname = first;
  const last = nameProblem(profile.lastname);
  if (last) problems.lastname = last;
  const phone = phoneProblem(profile.phone, PHONE_REGION_OF_LOCALE[locale]);
  if (phone) problems.phone = phone;
  const birthday = birthdayProblem(profile.birthday, now, vehiclePowerKw);
  if (birthday) problems.birthday = birthday;
  return problems;
}
