import * as yup from "yup";
import { now as clockNow } from "@/lib/clock";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { PHONE_REGION_OF_LOCALE } from "@/lib/phone-number";
import { birthdayProblem, nameProblem, passwordProblem, phoneProblem, type RegistrationMessageKey } from "../rules/registration-rules";

/**
 * The forms of the sign-in flow (account.md §5). Messages are keys under `signInFlow.validation`;
 * the rules themselves live in `registration-rules.ts`, which the BFF applies again.
 */
const email = () => yup.string().trim().required("required").email("invalidEmail").max(254, "invalidEmail");

/** A yup test from a rule that answers a message key or null. */
function rule(check: (value: string) => RegistrationMessageKey | null) {
  return yup
    .string()
    .default("")
    .test("rule", function validate(value) {
      const problem = check(value ?? "");
      return problem === null ? true : this.createError({ message: problem });
    });
}

export const emailCheckSchema = yup.object({ email: email() });
export type EmailCheckValues = yup.InferType<typeof emailCheckSchema>;

export const loginSchema = yup.object({ password: yup.string().required("required") });
export type LoginValues = yup.InferType<typeof loginSchema>;

/** The phone is checked for the region of the page's locale (account.md §5), as the BFF checks it (`profileProblems`). */
export function profileSchema(vehiclePowerKw: number | null = null, locale: Locale = DEFAULT_LOCALE) {
  return yup.object({
    firstname: rule(nameProblem),
    lastname: rule(nameProblem),
    phone: rule((value) => phoneProblem(value, PHONE_REGION_OF_LOCALE[locale])),
    birthday: rule((value) => birthdayProblem(value, clockNow(), vehiclePowerKw)),
    emailSubscription: yup.boolean().default(false),
  });
}
export type ProfileValues = yup.InferType<ReturnType<typeof profileSchema>>;

export function registrationSchema(vehiclePowerKw: number | null = null, locale: Locale = DEFAULT_LOCALE) {
  return profileSchema(vehiclePowerKw, locale).shape({ email: email(), password: rule(passwordProblem) });
}
export type RegistrationValues = yup.InferType<ReturnType<typeof registrationSchema>>;
