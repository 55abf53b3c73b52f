/** Sign-in and registration (account.md §4, §7, §8). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { endpoint, str, type Endpoint } from "./define";

/**
 * The registration's birthday (account.md §7 "birthday as timestamp"): milliseconds, read as the
 * Berlin day they fall on; the day as typed (DD.MM.YYYY) is taken too. The rules of §5 decide after.
 */
const birthday = () =>
  yup
    .mixed<number | string>()
    .defined()
    .test({
      name: "birthday",
      message: "${path} must be a timestamp in milliseconds or a day written DD.MM.YYYY",
      test: (value) => (typeof value === "number" && Number.isSafeInteger(value)) || typeof value === "string",
    });

export const authEndpoints = {
  // Sign-in and registration
  postSignInEmail: endpoint<unknown>()({
    method: "POST",
    path: "/portal/api/auth/sign-in/email",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ email: yup.string().email().required(), password: str().required() }),
    spec: "account.md §7 (login)",
  }),
  // Served by this app's auth route (`bff/http/auth-route.ts`, throttled per client address).
  postHasBusinessAccount: endpoint<{ accountExists: boolean }>()({
    method: "POST",
    path: "/portal/api/hasBusinessAccount",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ email: yup.string().email().required() }),
    spec: "account.md §4, §7",
  }),
  postCheckIfEmailExists: endpoint<{ success: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/checkIfEmailExists",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ email: yup.string().email().required() }),
    spec: "account.md §4, §7, §9",
  }),
  postMagicLink: endpoint<{ status: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/magicLink",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      email: yup.string().email().required(),
      nextUrl: str(),
      origin: str(),
      isApp: yup.boolean(),
      withResetLink: yup.boolean(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §4, §7",
  }),
  // Registration on better-auth with the profile and the bot check (account.md §5, §7).
  postSignUpEmail: endpoint<{ profileStored: boolean; profileToken?: string }>()({
    method: "POST",
    path: "/portal/api/auth/sign-up/email",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      email: yup.string().email().required(),
      password: str().required(),
      name: str(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
      botCheckToken: str(),
      callbackURL: yup.string(),
      firstname: str(),
      lastname: str(),
      phone: str(),
      birthday: birthday(),
      emailSubscription: yup.boolean(),
      /** The code of a friend's shared link, kept by its landing. */
      referralCode: yup.string().max(40),
    }),
    spec: "account.md §5, §7",
  }),
  // Google and Apple (account.md §1, §4): better-auth's social sign-in answers the
  // provider's authorization URL (state and PKCE in a cookie); the browser goes there.
  postSignInSocial: endpoint<{ url: string; redirect: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/sign-in/social",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      provider: yup.string().oneOf(["google", "apple"]).required(),
      callbackURL: yup.string(),
      errorCallbackURL: yup.string(),
      newUserCallbackURL: yup.string(),
    }),
    spec: "account.md §4, §7",
  }),
  // The reset-password page (account.md §2): better-auth's reset with the mailed token.
  postResetPassword: endpoint<{ status: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/reset-password",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ newPassword: str().required(), token: str().required() }),
    spec: "account.md §2",
  }),
  // The email-verification modal's resend (account.md §4): the signed-in customer's own address only.
  postResendVerification: endpoint<{ status: boolean; alreadyVerified: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/resendVerification",
    host: "auth",
    scope: "account",
    status: "implemented",
    body: yup.object({ nextUrl: yup.string().optional(), locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE) }),
    spec: "account.md §2, §4",
  }),
  // completeRegistration (account.md §4): the profile the sign-up could not store, with the sign-up's token.
  postRegistrationProfile: endpoint<{ profileStored: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/registrationProfile",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      profileToken: str().required(),
      firstname: str(),
      lastname: str(),
      phone: str(),
      birthday: birthday(),
      emailSubscription: yup.boolean(),
      // The page's locale, as the sign-up sends it: the phone's region (account.md §5).
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §4, §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
