import * as yup from "yup";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { isOneLineText } from "@/lib/text";

import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_NAME_MAX } from "./newsletter-limits";

export { NEWSLETTER_EMAIL_MAX, NEWSLETTER_NAME_MAX };

/** A name: not blank, and one line of typed text (no control character). */
const personName = (schema: yup.StringSchema<string>) =>
  schema
    .test("not-blank", "${path} is a required field", (value) => typeof value !== "string" || value.trim() !== "")
    .test("one-line", "${path} must be one line of text", (value) => typeof value !== "string" || isOneLineText(value));

/**
 * account.md §3 Newsletter form and §5 Newsletter: first name, last name, email and the GDPR
 * consent, all required. The form and the BFF share it (no yup `.trim()`: its transform throws
 * on a non-string body value; the service trims).
 */
export const newsletterSignUpSchema = yup.object({
  firstname: personName(yup.string().defined().required().max(NEWSLETTER_NAME_MAX)),
  lastname: personName(yup.string().defined().required().max(NEWSLETTER_NAME_MAX)),
  email: yup.string().defined().required().max(NEWSLETTER_EMAIL_MAX).email(),
  gdpr: yup.boolean().strict().defined().required().oneOf([true], "${path} must be accepted"),
  locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
});

export const newsletterConfirmationSchema = yup.object({
  token: yup
    .string()
    .defined()
    .required()
    .min(16)
    .max(200)
    .matches(/^[A-Za-z0-9_-]+$/),
});
