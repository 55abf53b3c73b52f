/**
 * PATCH /api/checkout/v2/contact (account.md §7: "firstname, lastname, phone, birthday DD.MM.YYYY,
 * emailSubscription"), the checkout's contact update that completes a registration (§4
 * completeRegistration). Its fields are the registration's profile, so the registration's rules
 * check them (§5 "Complete registration: same rules minus email and password"), each one sent: the
 * account form's invoice address is no part of it (a customer who just registered has none yet).
 * Names and birth date stay locked once stored (§5 Account forms), as the BFF checks for both calls.
 */
import type { Dayjs } from "@/lib/clock";
import type { Locale } from "@/i18n/locales";
import { PHONE_REGION_OF_LOCALE } from "@/lib/phone-number";
import { CONTROL_CHARACTER } from "@/lib/text";
import { birthdayProblem, MIN_AGE, nameProblem, phoneProblem, type RegistrationMessageKey } from "@/features/auth/rules/registration-rules";
import type { AccountFormIssue, AccountFormIssueCode } from "./account-forms";

export const CONTACT_FIELDS = ["firstname", "lastname", "phone", "birthday"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the call sends; a field not sent keeps its stored value. */
export type ContactUpdate = Partial<Record<ContactField, string | undefined>> & { emailSubscription?: boolean | undefined };

/** The registration's message keys as the codes of a 422 answer (`api/problem-codes.ts`). */
const ISSUE_OF_PROBLEM: Readonly<Record<RegistrationMessageKey, AccountFormIssueCode>> = {
  required: "required",
  invalidEmail: "invalid",
  validPassword: "invalid",
  validName: "invalid",
  nameTooLong: "max",
  validPhoneNumber: "phone_invalid",
  validDate: "date_invalid",
  minAge: "min_age",
};

/** The issues of the fields sent, by the registration's rules; the phone's region is the page's (`locale`). */
export function contactUpdateIssues(sent: ContactUpdate, now: Dayjs, locale: Locale): AccountFormIssue<ContactField>[] {
  const problemOf: Record<ContactField, (value: string) => RegistrationMessageKey | null> = {
    firstname: nameProblem,
    lastname: nameProblem,
    phone: (value) => phoneProblem(value, PHONE_REGION_OF_LOCALE[locale]),
    birthday: (value) => birthdayProblem(value, now),
  };
  return CONTACT_FIELDS.flatMap((path): AccountFormIssue<ContactField>[] => {
    const value = sent[path];
    if (value === undefined) return [];
    if (CONTROL_CHARACTER.test(value)) return [{ path, code: "invalid" }];
    const problem = problemOf[path](value);
    if (problem === null) return [];
    return [problem === "minAge" ? { path, code: "min_age", values: { age: MIN_AGE } } : { path, code: ISSUE_OF_PROBLEM[problem] }];
  });
}
