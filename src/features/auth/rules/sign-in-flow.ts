/**
 * The sign-in and registration screens as a pure state machine (account.md §2 "Login and
 * registration", §4 "Login flow", §9). React renders `state.screen`; every change goes
 * through `signInFlowReducer`, so the transitions are table-tested apart from the UI.
 */

import { LINK_MESSAGES, withAuthMessage } from "./auth-messages";

export const SIGN_IN_SCREENS = [
  "emailCheckForm",
  "loginForm",
  "registrationForm",
  "magicLinkForm",
  "magicLinkSuccess",
  "forgotPasswordForm",
  "forgotPasswordSuccess",
  "completeRegistration",
] as const;
export type SignInScreen = (typeof SIGN_IN_SCREENS)[number];

/** account.md §9: magic-link resend threshold 3. */
export const MAGIC_LINK_RESEND_LIMIT = 3;
/** account.md §9: email check timeout 20000 ms. */
export const EMAIL_CHECK_TIMEOUT_MS = 20_000;

/** The register/login tabs (account.md §2): which one is selected on each screen. */
export type SignInTab = "login" | "register";

/** A server error shown on the current screen: a message key of `signInFlow.errors` and its values. */
export interface ServerError {
  key: string;
  values?: Record<string, string | number>;
}

export interface SignInFlowState {
  screen: SignInScreen;
  /** The email the visitor entered on emailCheckForm (lowercased, account.md §7). */
  email: string;
  serverError: ServerError | null;
  /** Magic links (and reset links) sent in this flow; at MAGIC_LINK_RESEND_LIMIT the submit hides. */
  linksSent: number;
}

export type SignInFlowEvent =
  | { type: "emailChecked"; email: string; exists: boolean }
  | { type: "editEmail" }
  | { type: "forgotPassword" }
  | { type: "resetLinkSent" }
  | { type: "magicLink" }
  | { type: "magicLinkSent" }
  | { type: "back" }
  | { type: "alreadyHaveAccount" }
  /** `email`: the address registered, which the registration form may have changed (or first asked, from the tab). */
  | { type: "registered"; email: string; profileComplete: boolean }
  | { type: "profileCompleted" }
  | { type: "selectTab"; tab: SignInTab }
  /**
   * `screen`: the screen the failed call was made from. An answer that arrives after the customer
   * moved on is dropped: "Changing screen clears the server error" (account.md §4), late ones too.
   */
  | { type: "failed"; error: ServerError; screen?: SignInScreen };

/**
 * The flow's start: the email check, or the password screen for an email the customer login
 * already checked and handed to the business login (one check, not two).
 */
export function initialSignInFlow(email = "", checked = false): SignInFlowState {
  const known = checked && email.trim() !== "";
  return { screen: known ? "loginForm" : "emailCheckForm", email: email.trim().toLowerCase(), serverError: null, linksSent: 0 };
}

/** The screens the back button leads from (account.md §4: magic-link and forgot-password screens). */
const BACK_TO_EMAIL_CHECK: ReadonlySet<SignInScreen> = new Set(["magicLinkForm", "magicLinkSuccess", "forgotPasswordForm", "forgotPasswordSuccess"]);

export function hasBackButton(screen: SignInScreen): boolean {
  return BACK_TO_EMAIL_CHECK.has(screen);
}

/** Where an event leads from a screen; null when the event does not apply there (the state stays). */
function nextScreen(state: SignInFlowState, event: SignInFlowEvent): SignInScreen | null {
  const { screen } = state;
  switch (event.type) {
    case "emailChecked":
      return screen === "emailCheckForm" ? (event.exists ? "loginForm" : "registrationForm") : null;
    case "editEmail":
      return screen === "loginForm" ? "emailCheckForm" : null;
    case "forgotPassword":
      return screen === "loginForm" ? "forgotPasswordForm" : null;
    case "resetLinkSent":
      return screen === "forgotPasswordForm" || screen === "forgotPasswordSuccess" ? "forgotPasswordSuccess" : null;
    case "magicLink":
      return screen === "loginForm" || screen === "emailCheckForm" ? "magicLinkForm" : null;
    case "magicLinkSent":
      return screen === "magicLinkForm" || screen === "magicLinkSuccess" ? "magicLinkSuccess" : null;
    case "back":
      return BACK_TO_EMAIL_CHECK.has(screen) ? "emailCheckForm" : null;
    case "alreadyHaveAccount":
      return screen === "registrationForm" ? "emailCheckForm" : null;
    case "registered":
      // A registration signs in (account.md §7 "afterwards the session is fetched"): with the profile
      // stored the page leaves for `next` (`pathAfterRegistration`), so the flow stays where it is.
      // One that could not store the profile asks for it again (account.md §5 "Complete registration").
      return screen === "registrationForm" && !event.profileComplete ? "completeRegistration" : null;
    case "profileCompleted":
      return screen === "completeRegistration" ? "loginForm" : null;
    case "selectTab":
      if (event.tab === "register") return screen === "registrationForm" ? null : "registrationForm";
      return tabOf(screen) === "login" ? null : "emailCheckForm";
    case "failed":
      return null;
  }
}

export function signInFlowReducer(state: SignInFlowState, event: SignInFlowEvent): SignInFlowState {
  if (event.type === "failed") return event.screen !== undefined && event.screen !== state.screen ? state : { ...state, serverError: event.error };
  const screen = nextScreen(state, event);
  if (screen === null) return state;
  // The password screen after completeRegistration signs in with the address just registered (account.md §4).
  const email = event.type === "emailChecked" || event.type === "registered" ? event.email.trim().toLowerCase() : state.email;
  const sent = event.type === "magicLinkSent" || event.type === "resetLinkSent" ? state.linksSent + 1 : state.linksSent;
  // Changing screen clears the server error (account.md §4).
  return { screen, email, serverError: screen === state.screen ? state.serverError : null, linksSent: sent };
}

/**
 * Where a registration whose profile was stored leads: the sign-up signed the customer in
 * (account.md §7 "afterwards the session is fetched"), so to `next` itself (already a safe portal
 * path), where the "email verification" message dialog (§2) says that the confirmation link is on
 * its way; the verification mail is sent all the same.
 */
export function pathAfterRegistration(next: string): string {
  return withAuthMessage(next, LINK_MESSAGES.verificationSent);
}

/** account.md §4: after 3 or more sends the submit button is hidden on the success screens. */
export function canResend(state: SignInFlowState): boolean {
  return state.linksSent < MAGIC_LINK_RESEND_LIMIT;
}

export function tabOf(screen: SignInScreen): SignInTab {
  return screen === "registrationForm" || screen === "completeRegistration" ? "register" : "login";
}

/** account.md §2: the subtitle has a checkout variant when the path contains 'cart'. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.includes("cart");
}

/**
 * The message keys of a screen's title, subtitle and button label under `signInFlow.screens`.
 * The business login's email check has its own title and subtitle: it does not register.
 */
export function screenTextKeys(screen: SignInScreen, pathname: string, business = false) {
  const ownBusinessText = business && screen === "emailCheckForm";
  return {
    title: `${screen}.${ownBusinessText ? "titleBusiness" : "title"}`,
    subtitle: `${screen}.${ownBusinessText ? "subtitleBusiness" : isCheckoutPath(pathname) ? "subtitleCheckout" : "subtitle"}`,
    button: `${screen}.button`,
  } as const;
}
