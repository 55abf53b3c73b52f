"use client";

import { germanDayToTimestamp } from "@/lib/german-day";
import { useLocale } from "next-intl";
import { useReducer } from "react";
import { callEndpoint } from "@/api/client";
import { track, TRACKING_EVENTS } from "@/lib/analytics/track";
import { loadPortalPage } from "@/lib/navigate";
import {
  EMAIL_CHECK_TIMEOUT_MS,
  initialSignInFlow,
  pathAfterRegistration,
  signInFlowReducer,
  type ServerError,
  type SignInFlowEvent,
} from "../rules/sign-in-flow";
import { signInCodeOf, signInErrorKeyOf } from "../rules/sign-in-errors";
import type { ProfileValues, RegistrationValues } from "../schemas/sign-in-flow-schemas";
import { botCheckToken } from "./bot-check.client";
import { signInErrorOf } from "./use-sign-in.client";
import { storedReferralCode } from "@/lib/referral-code-cookie";

/** The throttle's answers keep the texts of `signIn` (minutes to wait); the rest are §8's. */
function errorOf(status: number, data: unknown, locale: string): ServerError {
  if (status === 429) {
    const throttled = signInErrorOf(status, data);
    return { key: `throttle.${throttled.key}`, values: { minutes: throttled.minutes ?? 0 } };
  }
  if (status === 403 && typeof data === "object" && data !== null && (data as { code?: unknown }).code === "BOT_CHECK_FAILED") {
    return { key: "botCheckFailed" };
  }
  return { key: signInErrorKeyOf(signInCodeOf(status, data), locale) };
}

export interface SignInFlowActions {
  checkEmail(email: string): Promise<void>;
  signIn(password: string): Promise<void>;
  sendMagicLink(resend: boolean): Promise<boolean>;
  sendResetLink(resend: boolean): Promise<boolean>;
  register(values: RegistrationValues): Promise<void>;
  completeRegistration(values: ProfileValues): Promise<void>;
}

/**
 * The flow's state (`rules/sign-in-flow.ts`) and the calls that move it (account.md §7): each
 * call's answer becomes one event of the reducer.
 */
/**
 * `customer`: the portal's sign-in, which prompts business accounts to use the business login;
 * `business`: that business login (account.md §4), the same accounts and session.
 */
export type SignInFlowVariant = "customer" | "business";

/** What the email check found beyond existence: a business account on the customer login, or no account on the business login. */
export type EmailCheckNotice = { kind: "businessAccount" | "noBusinessAccount"; email: string } | null;

export function useSignInFlow(next: string, botCheckSiteKey: string | null = null, initialEmail = "", variant: SignInFlowVariant = "customer") {
  const locale = useLocale();
  const [state, dispatch] = useReducer(signInFlowReducer, initialEmail, (email) => initialSignInFlow(email, variant === "business"));
  const [notice, setNotice] = useReducer((_: EmailCheckNotice, value: EmailCheckNotice) => value, null);
  // The sign-up's answer when the profile could not be stored: it lets completeRegistration store it.
  const [profileToken, setProfileToken] = useReducer((_: string | null, value: string | null) => value, null);

  // The screen of the render the call started in: an answer that arrives after the customer moved on is dropped.
  const fail = (status: number, data: unknown) => dispatch({ type: "failed", error: errorOf(status, data, locale), screen: state.screen });

  /**
   * One lookup per sign-in: the business check only follows an existing
   * account, and the business login has no need of it. An unknown email on the business login
   * does not register: business accounts are provisioned by the company (account.md §4 is silent;
   * the notice says so and points private customers to the portal's own sign-in).
   */
  async function checkEmail(raw: string) {
    const email = raw.trim().toLowerCase();
    setNotice(null);
    const signal = AbortSignal.timeout(EMAIL_CHECK_TIMEOUT_MS);
    const exists = await callEndpoint("postCheckIfEmailExists", { body: { email }, signal });
    if (exists.status !== 200 || !exists.data) return fail(exists.status, exists.data);
    if (variant === "business") {
      if (!exists.data.success) return setNotice({ kind: "noBusinessAccount", email });
      return dispatch({ type: "emailChecked", email, exists: true });
    }
    if (exists.data.success) {
      const businessAccount = await callEndpoint("postHasBusinessAccount", { body: { email }, signal });
      // account.md §4: business accounts are prompted to use the business login instead.
      if (businessAccount.status === 200 && businessAccount.data?.accountExists) return setNotice({ kind: "businessAccount", email });
    }
    dispatch({ type: "emailChecked", email, exists: exists.data.success });
  }

  async function signIn(password: string) {
    const { status, data } = await callEndpoint("postSignInEmail", { body: { email: state.email, password } });
    if (status >= 200 && status < 300) return loadPortalPage(next);
    track(TRACKING_EVENTS.loginFailed, { status });
    fail(status, data);
  }

  async function sendLink(withResetLink: boolean): Promise<boolean> {
    const { status, data } = await callEndpoint("postMagicLink", {
      body: { email: state.email, nextUrl: next, origin: window.location.origin, isApp: false, withResetLink, locale },
    });
    if (status >= 200 && status < 300) {
      dispatch({ type: withResetLink ? "resetLinkSent" : "magicLinkSent" });
      return true;
    }
    fail(status, data);
    return false;
  }

  async function register(values: RegistrationValues) {
    const { email, password, ...profile } = values;
    const token = await botCheckToken(botCheckSiteKey);
    const { status, data } = await callEndpoint("postSignUpEmail", {
      body: {
        email: email.trim().toLowerCase(),
        password,
        name: `${profile.firstname} ${profile.lastname}`.trim(),
        locale,
        botCheckToken: token,
        callbackURL: next,
        ...profile,
        birthday: birthdayOnTheWire(profile.birthday),
        // The code a friend's shared link left in this browser.
        referralCode: storedReferralCode(),
      },
    });
    if (status >= 200 && status < 300) {
      const answer = (typeof data === "object" && data !== null ? data : {}) as { profileStored?: unknown; profileToken?: unknown };
      // account.md §7: the sign-up signed in (its answer set the session cookie); the page `next`
      // fetches the session and opens the "email verification" dialog (§2).
      if (answer.profileStored === true) return loadPortalPage(pathAfterRegistration(next));
      setProfileToken(typeof answer.profileToken === "string" ? answer.profileToken : null);
      dispatch({ type: "registered", email, profileComplete: false });
      // account.md §8: a failed profile update after registration says so.
      dispatch({ type: "failed", error: { key: "registrationUpdateFailed" } });
      return;
    }
    track(TRACKING_EVENTS.accountCreationFailed, { status });
    fail(status, data);
  }

  async function completeRegistration(values: ProfileValues) {
    const { status } = await callEndpoint("postRegistrationProfile", {
      body: { profileToken: profileToken ?? "", ...values, birthday: birthdayOnTheWire(values.birthday), locale },
    });
    if (status >= 200 && status < 300) return dispatch({ type: "profileCompleted" });
    dispatch({ type: "failed", error: { key: "registrationUpdateFailed" } });
  }

  const actions: SignInFlowActions = {
    checkEmail,
    signIn,
    sendMagicLink: (resend) => sendLink(false).then((ok) => ok && resend),
    sendResetLink: (resend) => sendLink(true).then((ok) => ok && resend),
    register,
    completeRegistration,
  };
  // Changing screen clears what the last email check said, as it clears the server error (account.md §4).
  const go = (event: SignInFlowEvent) => {
    if (signInFlowReducer(state, event).screen !== state.screen) setNotice(null);
    dispatch(event);
  };
  return { state, dispatch: go, notice, actions };
}

/** account.md §7: the registration sends the birthday as a timestamp; the form has checked the day. */
function birthdayOnTheWire(typed: string): number | string {
  return germanDayToTimestamp(typed.trim()) ?? typed;
}
