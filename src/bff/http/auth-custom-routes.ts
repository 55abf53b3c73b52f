import "server-only";
import * as yup from "yup";
import type { Dayjs } from "@/lib/clock";
import { endpoints } from "@/api/endpoints";
import { birthdayAsTyped, hasInternetDomain, passwordProblem, profileProblems } from "@/features/auth/rules/registration-rules";
import { isLocale, DEFAULT_LOCALE } from "@/i18n/locales";
import { LINK_MESSAGES, withAuthMessage } from "@/features/auth/rules/auth-messages";
import { BASE_PATH, paths, safeNextPath } from "@/lib/paths";
import type { Auth } from "../auth/auth";
import { verifyBotCheck } from "../auth/bot-check";
import { recordReferralSignUp } from "../loyalty/referral-service";
import { referralCodeFrom } from "@/features/loyalty/rules/referral-rules";
import { businessAccountExists, emailExists, profileTokenFor, storeRegistrationProfile, userExists, userOfProfileToken } from "../auth/registration";
import { giveBackLookups, normalizeAccount, reserveLookup } from "../auth/sign-in-throttle";
import { knownDeviceCookie } from "../auth/known-device";
import { signUpProofCookie } from "../auth/sign-up-proof";
import type { Db } from "../db/client";
import { jsonResponse } from "./json-response";
import { UNAUTHORIZED_REASON } from "./error-response";

/**
 * The sign-in flow's own calls (account.md §7), behind the auth route's guards
 * (cross-site, body limit, client address): each counts one lookup for the client's address
 * (`reserveLookup`) before it touches an account.
 */
export type CustomAuthKind = "email-check" | "business-check" | "magic-link" | "sign-up" | "registration-profile" | "resend-verification";

export interface CustomAuthDeps {
  auth: Auth;
  db: Db;
  now: Dayjs;
}

const SCHEMAS = {
  "email-check": endpoints.postCheckIfEmailExists.body,
  "business-check": endpoints.postHasBusinessAccount.body,
  "magic-link": endpoints.postMagicLink.body,
  "sign-up": endpoints.postSignUpEmail.body,
  "registration-profile": endpoints.postRegistrationProfile.body,
  "resend-verification": endpoints.postResendVerification.body,
} as const;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

async function parse<K extends CustomAuthKind>(kind: K, body: string): Promise<yup.InferType<(typeof SCHEMAS)[K]> | { reason: string }> {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { reason: "The body is not valid JSON." };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { reason: "The body must be a JSON object." };
  for (const value of Object.values(raw)) {
    if (typeof value === "string" && CONTROL_CHARACTERS.test(value)) return { reason: "Fields must not contain control characters." };
  }
  try {
    return (await SCHEMAS[kind].validate(raw, { abortEarly: false, stripUnknown: true, strict: false })) as yup.InferType<(typeof SCHEMAS)[K]>;
  } catch (error) {
    if (error instanceof yup.ValidationError) return { reason: error.errors.join(" ") };
    throw error;
  }
}

const invalid = (reason: string) => jsonResponse({ error: "invalid_request", reason }, 400);

export async function handleCustomAuth(
  kind: CustomAuthKind,
  request: Request,
  body: string,
  clientAddress: string | null,
  deps: CustomAuthDeps,
): Promise<Response> {
  const input = await parse(kind, body);
  if ("reason" in input) return invalid(input.reason);
  // The resend is the signed-in customer's (account.md §4): without a session nothing is counted or sent.
  const session = kind === "resend-verification" ? await deps.auth.api.getSession({ headers: request.headers }) : null;
  if (kind === "resend-verification" && !session) return jsonResponse({ error: "unauthorized", reason: UNAUTHORIZED_REASON }, 401);
  // The email a lookup names: a successful sign-in to it gives the lookup back (`reserveLookup`).
  const named = kind === "resend-verification" ? null : (input as { email?: unknown }).email;
  const refused = await reserveLookup(deps.db, clientAddress, deps.now, typeof named === "string" ? named : null);
  if (refused) return jsonResponse(refused, 429, { "retry-after": String(refused.retryAfterSeconds) });
  switch (kind) {
    case "email-check":
      return jsonResponse({ success: await emailExists(deps.db, (input as { email: string }).email) });
    case "business-check":
      return jsonResponse({ accountExists: await businessAccountExists(deps.db, (input as { email: string }).email) });
    case "magic-link":
      return magicLink(input as yup.InferType<(typeof SCHEMAS)["magic-link"]>, request, deps);
    case "sign-up":
      return signUp(input as yup.InferType<(typeof SCHEMAS)["sign-up"]>, request, clientAddress, deps);
    case "registration-profile":
      return registrationProfile(input as yup.InferType<(typeof SCHEMAS)["registration-profile"]>, deps);
    case "resend-verification":
      return resendVerification(input as yup.InferType<(typeof SCHEMAS)["resend-verification"]>, session!.user, request, deps);
  }
}

/** The portal page a link leads back to, on the portal's own origin (the body's `origin` is not trusted). */
function portalLink(auth: Auth, path: string): string {
  const origin = new URL(String(auth.options.baseURL)).origin;
  return `${origin}${BASE_PATH}${path}`;
}

const localeOf = (value: string | undefined) => (value && isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * account.md §7 magicLink: sends a sign-in link, or with `withResetLink` a password-reset link.
 * Answers `{ status: true }` alike for known and unknown emails (nothing is sent to an unknown
 * one), so this call tells nothing the email check has not.
 */
async function magicLink(input: yup.InferType<(typeof SCHEMAS)["magic-link"]>, request: Request, { auth, db }: CustomAuthDeps): Promise<Response> {
  const locale = localeOf(input.locale);
  const next = safeNextPath(input.nextUrl, locale);
  const email = input.email.trim().toLowerCase();
  if (input.withResetLink) {
    const redirectTo = portalLink(auth, `${paths.resetPassword(locale)}?next=${encodeURIComponent(next)}`);
    await auth.api.requestPasswordReset({ body: { email, redirectTo }, headers: request.headers });
  } else if (await emailExists(db, email)) {
    // A used, expired or forged link lands on the sign-in page, which says so (account.md §2 message dialogs).
    const failed = withAuthMessage(`${paths.login(locale)}?next=${encodeURIComponent(next)}`, LINK_MESSAGES.signInLinkFailed);
    await auth.api.signInMagicLink({
      body: { email, callbackURL: portalLink(auth, next), errorCallbackURL: portalLink(auth, failed) },
      headers: request.headers,
    });
  }
  return jsonResponse({ status: true });
}

/**
 * Registration (account.md §5, §7): the rules again, the bot check, better-auth's sign-up (it
 * sends the verification mail and signs in: the answer carries the session cookie), then the
 * profile as the customer record. A profile that cannot be stored answers `profileStored: false`
 * with a token for completeRegistration.
 */
async function signUp(
  input: yup.InferType<(typeof SCHEMAS)["sign-up"]>,
  request: Request,
  clientAddress: string | null,
  { auth, db, now }: CustomAuthDeps,
): Promise<Response> {
  const profile = {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    birthday: birthdayAsTyped(input.birthday),
    emailSubscription: input.emailSubscription ?? false,
  };
  // The phone of the region of the page the customer registers on, as the form checked it (account.md §5).
  const locale = localeOf(input.locale);
  const problems = {
    ...profileProblems(profile, now, { locale }),
    ...(passwordProblem(input.password) ? { password: passwordProblem(input.password) } : {}),
  };
  if (Object.keys(problems).length > 0)
    return jsonResponse({ error: "invalid_request", reason: "The registration data is invalid.", fields: problems }, 400);
  if (!hasInternetDomain(input.email))
    return jsonResponse({ code: "INVALID_EMAIL", reason: "Registration needs an email address of an internet domain." }, 400);
  if (!(await verifyBotCheck(input.botCheckToken, clientAddress)))
    return jsonResponse({ code: "BOT_CHECK_FAILED", reason: "The bot check failed." }, 403);
  // The verification link leads back with the "email verified" dialog (account.md §2).
  const callbackURL = portalLink(auth, withAuthMessage(safeNextPath(input.callbackURL, locale), LINK_MESSAGES.emailVerified));
  const name = `${profile.firstname.trim()} ${profile.lastname.trim()}`;
  const email = input.email.trim().toLowerCase();
  // Answered before better-auth (which, signing in on sign-up, would refuse it with a code of its
  // own): the email check tells existence anyway (see `reserveLookup`), and account.md §8 names the case.
  const alreadyExists = () => jsonResponse({ code: "USER_ALREADY_EXISTS", reason: "An account is already registered with this email." }, 422);
  if (await emailExists(db, email)) return alreadyExists();
  const response = await auth.api.signUpEmail({
    body: { email, password: input.password, name, callbackURL },
    headers: request.headers,
    asResponse: true,
  });
  // A parallel registration of the same email won between the check and the sign-up.
  if (!response.ok) return response.status === 422 && (await emailExists(db, email)) ? alreadyExists() : response;
  const created = (await response.json()) as { user?: { id?: string } };
  const userId = created.user?.id;
  // The answer names a user that was never stored: no account, so no session either.
  if (!userId || !(await userExists(db, userId))) return alreadyExists();
  const { secret } = await auth.$context;
  const secure = auth.options.advanced?.useSecureCookies === true;
  const account = normalizeAccount(email);
  const cookies = [
    // The registration signed in (`autoSignIn` in `auth.ts`, account.md §7 "afterwards the session is
    // fetched"): better-auth's session cookie, HttpOnly, SameSite=Lax, on /portal, Secure on https.
    ...response.headers.getSetCookie(),
    // This browser chose the password: following the verification link here keeps it.
    signUpProofCookie({ secret, userId, now, secure }),
    // As after a sign-in: this device is known to the account (`known-device.ts`).
    knownDeviceCookie({ secret, account, now, secure }),
  ];
  // As after a sign-in: the lookups that led here (the email check, this sign-up) were this customer's.
  await giveBackLookups(db, clientAddress, account, now);
  try {
    await storeRegistrationProfile(db, userId, profile);
    // A friend's shared link: the referral is recorded with the new customer.
    const referralCode = referralCodeFrom(input.referralCode);
    if (referralCode) await recordReferralSignUp(db, userId, referralCode);
    return withCookies(jsonResponse({ profileStored: true }), cookies);
  } catch {
    // account.md §8 "Registration data update failed": the account exists, its profile not yet
    // (the session finds no customer until completeRegistration stores it).
    return withCookies(jsonResponse({ profileStored: false, profileToken: profileTokenFor(secret, userId, now) }), cookies);
  }
}

function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

/** completeRegistration (account.md §4): the profile the sign-up could not store, for the token's user only. */
async function registrationProfile(
  input: yup.InferType<(typeof SCHEMAS)["registration-profile"]>,
  { auth, db, now }: CustomAuthDeps,
): Promise<Response> {
  const { secret } = await auth.$context;
  const userId = userOfProfileToken(secret, input.profileToken, now);
  if (!userId) return jsonResponse({ error: "invalid_token", reason: "The registration token is invalid or expired." }, 401);
  const profile = {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    birthday: birthdayAsTyped(input.birthday),
    emailSubscription: input.emailSubscription ?? false,
  };
  const problems = profileProblems(profile, now, { locale: localeOf(input.locale) });
  if (Object.keys(problems).length > 0) return jsonResponse({ error: "invalid_request", reason: "The profile is invalid.", fields: problems }, 400);
  await storeRegistrationProfile(db, userId, profile);
  return jsonResponse({ profileStored: true });
}

/**
 * The email-verification modal's resend (account.md §4): a new verification mail to the signed-in
 * customer's own address (never one from the body), counted like the other lookups. An address
 * already confirmed gets no mail and says so.
 */
async function resendVerification(
  input: yup.InferType<(typeof SCHEMAS)["resend-verification"]>,
  sessionUser: { email: string; emailVerified: boolean },
  request: Request,
  { auth }: CustomAuthDeps,
): Promise<Response> {
  if (sessionUser.emailVerified) return jsonResponse({ status: true, alreadyVerified: true });
  const locale = localeOf(input.locale);
  const callbackURL = portalLink(auth, withAuthMessage(safeNextPath(input.nextUrl, locale), LINK_MESSAGES.emailVerified));
  await auth.api.sendVerificationEmail({ body: { email: sessionUser.email, callbackURL }, headers: request.headers });
  return jsonResponse({ status: true, alreadyVerified: false });
}
