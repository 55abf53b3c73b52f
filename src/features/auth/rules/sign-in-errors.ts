import { AUTH_MESSAGE_PARAM, LINK_MESSAGES } from "./auth-messages";

/**
 * account.md §8 "Sign-in": the error codes of sign-in and registration → the message key of
 * `signInFlow.errors` shown for them, per locale.
 */
export type SignInErrorKey = "wrongCredentials" | "userDoesNotExist" | "userAlreadyExists" | "invalidDomain" | "generalError";

export function signInErrorKeyOf(code: string | null | undefined, locale: string): SignInErrorKey {
  switch (code) {
    case "wrong_password":
      return "wrongCredentials";
    case "user_does_not_exist":
      // German shows the same email/password message; English says the account does not exist.
      return locale.startsWith("de") ? "wrongCredentials" : "userDoesNotExist";
    case "user_already_exist":
    case "user_already_exists":
      return "userAlreadyExists";
    case "invalid_domain":
      return "invalidDomain";
    default:
      return "generalError";
  }
}

/** account.md §8 "Sign-in": the codes its table names. */
const SPEC_CODES: ReadonlySet<string> = new Set([
  "wrong_password",
  "user_does_not_exist",
  "user_already_exist",
  "user_already_exists",
  "invalid_domain",
  "general_error",
]);

/**
 * better-auth's answers → the spec's codes: a refused password is `wrong_password` (the flow
 * reached the password screen only for an existing email), an email already registered on
 * sign-up `user_already_exists`, an invalid email on sign-up `invalid_domain`.
 */
export function signInCodeOf(status: number, data: unknown): string {
  const code = typeof data === "object" && data !== null && "code" in data ? String((data as { code: unknown }).code) : "";
  // An answer in the spec's own codes (§8, an identity service that speaks them) is taken as it is:
  // `invalid_domain` showed the general error.
  if (SPEC_CODES.has(code)) return code;
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") return "user_already_exists";
  if (code === "INVALID_EMAIL") return "invalid_domain";
  if (code === "USER_NOT_FOUND") return "user_does_not_exist";
  if (status === 401) return "wrong_password";
  return "general_error";
}

/**
 * A Google or Apple sign-in that came back failed: the page's query carries
 * `authMessage=social-sign-in-failed` and better-auth's `error` code (the last one: it appends
 * to what the page had). `account_not_linked` is an address already registered with a password
 * and not confirmed yet, which social sign-in never links to: §8's "already
 * registered, please sign in". Everything else is §8's general error. Null when nothing failed.
 */
export function socialSignInErrorOf(query: URLSearchParams, locale: string): SignInErrorKey | null {
  if (query.get(AUTH_MESSAGE_PARAM) !== LINK_MESSAGES.socialSignInFailed) return null;
  const code = query.getAll("error").at(-1);
  return signInErrorKeyOf(code === "account_not_linked" ? "user_already_exists" : "general_error", locale);
}

/** The page to come back to after a failed social sign-in: `path` without an earlier failure's query, marked. */
export function socialSignInErrorPath(path: string): string {
  const url = new URL(path, "http://portal.invalid");
  for (const name of ["error", "error_description", AUTH_MESSAGE_PARAM]) url.searchParams.delete(name);
  url.searchParams.set(AUTH_MESSAGE_PARAM, LINK_MESSAGES.socialSignInFailed);
  return `${url.pathname}${url.search}`;
}
