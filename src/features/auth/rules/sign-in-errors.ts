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

/**
 * better-auth's answers → the spec's codes: a refused password is `wrong_password` (the flow
 * reached the password screen only for an existing email), an email already registered on
 * sign-up `user_already_exists`, an invalid email on sign-up `invalid_domain`.
 */
export function signInCodeOf(status: number, data: unknown): string {
  const code = typeof data === "object" && data !== null && "code" in data ? String((data as { code: unknown }).code) : "";
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") return "user_already_exists";
  if (code === "INVALID_EMAIL") return "invalid_domain";
  if (code === "USER_NOT_FOUND") return "user_does_not_exist";
  if (status === 401) return "wrong_password";
  return "general_error";
}
