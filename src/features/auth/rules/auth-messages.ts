/**
 * The message dialogs of the sign-in (account.md §2 "Message dialogs: reset email sent, email
 * verification, password reset successful, email verified") that open on the page a mailed link
 * (or a registration, signed in) leads to, and the job-auto failed-auth modal (§4, §8 Other). The links carry `authMessage`; a
 * failed link comes back with better-auth's `error` added. Pure, so the page decides once on the
 * server which dialog opens.
 */

/** The query parameter the mailed links' landing pages carry. */
export const AUTH_MESSAGE_PARAM = "authMessage";
/** account.md §2 "Query parameter mode=jobauto switches to a job-auto variant with an auth banner." */
export const JOB_AUTO_MODE = "jobauto";

/** What a link asks the landing page to say. */
export const LINK_MESSAGES = {
  /** The verification mail's link: "email verified", or that the link failed. */
  emailVerified: "email-verified",
  /**
   * The page a registration leads to, signed in (`pathAfterRegistration`): "please confirm your
   * email address", the verification mail being on its way.
   */
  verificationSent: "verification-sent",
  /** The magic link's error landing: the link was used, expired or forged. */
  signInLinkFailed: "sign-in-link-failed",
  /**
   * The set-password page after a verification link followed without proof of the sign-up's
   * password: the address is confirmed, the earlier password is gone.
   */
  setPassword: "set-password",
  /**
   * Where a Google or Apple sign-in that failed comes back: the page it started from, or the
   * sign-in page when the provider's return could not be matched to a start;
   * better-auth adds its `error` code, which `socialSignInErrorOf` words.
   */
  socialSignInFailed: "social-sign-in-failed",
} as const;

export type AuthMessage = "verificationSent" | "emailVerified" | "verificationLinkFailed" | "signInLinkFailed" | "jobAutoFailed";

export interface AuthMessageInput {
  query: Readonly<Record<string, string | undefined>>;
  /** null for a visitor. */
  customer: { isJobAuto: boolean } | null;
}

export function authMessageOf({ query, customer }: AuthMessageInput): AuthMessage | null {
  const failed = typeof query.error === "string" && query.error !== "";
  switch (query[AUTH_MESSAGE_PARAM]) {
    case LINK_MESSAGES.emailVerified:
      return failed ? "verificationLinkFailed" : "emailVerified";
    case LINK_MESSAGES.signInLinkFailed:
      return "signInLinkFailed";
    // Only for the customer the registration signed in: a visitor has no address to confirm.
    case LINK_MESSAGES.verificationSent:
      if (customer) return "verificationSent";
      break;
  }
  // account.md §4: "mode jobauto with a non-job-auto user shows a failed-auth modal with a subscribe button."
  if (query.mode === JOB_AUTO_MODE && customer && !customer.isJobAuto) return "jobAutoFailed";
  return null;
}

/** The query parameters a message dialog's close drops, so a reload does not open it again. */
export const AUTH_MESSAGE_QUERY = [AUTH_MESSAGE_PARAM, "error", "error_description", "mode"] as const;

/** `path` (a portal path, maybe with a query and a hash) with `authMessage` set. */
export function withAuthMessage(path: string, message: string): string {
  const url = new URL(path, "http://portal.invalid");
  url.searchParams.set(AUTH_MESSAGE_PARAM, message);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `mode=jobauto` kept, for the page after a job-auto sign-in. */
export function withJobAutoMode(path: string): string {
  const url = new URL(path, "http://portal.invalid");
  url.searchParams.set("mode", JOB_AUTO_MODE);
  return `${url.pathname}${url.search}${url.hash}`;
}
