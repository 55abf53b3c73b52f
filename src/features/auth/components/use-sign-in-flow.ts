"use client";

import { useLocale } from "next-intl";
import { useReducer } from "react";
import { callEndpoint } from "@/api/client";
import { track, TRACKING_EVENTS } from "@/lib/analytics/track";
import { loadPortalPage } from "@/lib/navigate";
import { EMAIL_CHECK_TIMEOUT_MS, initialSignInFlow, signInFlowReducer, type ServerError } from "../rules/sign-in-flow";
import { signInCodeOf, signInErrorKeyOf } from "../rules/sign-in-errors";
import type { ProfileValues, RegistrationValues } from "../schemas/sign-in-flow-schemas";
import { botCheckToken } from "./bot-check";
import { signInErrorOf } from "./use-sign-in";
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
export function useSignInFlow(next: string, botCheckSiteKey: string | null = null, initialEmail = "") {
  const locale = useLocale();
  const [state, dispatch] = useReducer(signInFlowReducer, initialEmail, initialSignInFlow);
  const [business, setBusiness] = useReducer((_: boolean, value: boolean) => value, false);
  // The sign-up's answer when the profile could not be stored: it lets completeRegistration store it.
  const [profileToken, setProfileToken] = useReducer((_: string | null, value: string | null) => value, null);
  // account.md §2 message dialog "email verification": the address a registration just mailed its link to.
  const [verificationSentTo, setVerificationSentTo] = useReducer((_: string | null, value: string | null) => value, null);

  const fail = (status: number, data: unknown) => dispatch({ type: "failed", error: errorOf(status, data, locale) });

  async function checkEmail(raw: string) {
    const email = raw.trim().toLowerCase();
    setBusiness(false);
    const signal = AbortSignal.timeout(EMAIL_CHECK_TIMEOUT_MS);
    const [exists, businessAccount] = await Promise.all([
      callEndpoint("postCheckIfEmailExists", { body: { email }, signal }),
      callEndpoint("postHasBusinessAccount", { body: { email }, signal }),
    ]);
    if (exists.status !== 200 || !exists.data) return fail(exists.status, exists.data);
    // account.md §4: business accounts are prompted to use the business login instead.
    if (businessAccount.status === 200 && businessAccount.data?.accountExists) {
      setBusiness(true);
      return;
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
        // The code a friend's shared link left in this browser (issue 36 item 8).
        referralCode: storedReferralCode(),
      },
    });
    if (status >= 200 && status < 300) {
      const answer = (typeof data === "object" && data !== null ? data : {}) as { profileStored?: unknown; profileToken?: unknown };
      const stored = answer.profileStored === true;
      setProfileToken(typeof answer.profileToken === "string" ? answer.profileToken : null);
      dispatch({ type: "registered", profileComplete: stored });
      if (stored) setVerificationSentTo(email.trim().toLowerCase());
      // account.md §8: a failed profile update after registration says so.
      if (!stored) dispatch({ type: "failed", error: { key: "registrationUpdateFailed" } });
      return;
    }
    track(TRACKING_EVENTS.accountCreationFailed, { status });
    fail(status, data);
  }

  async function completeRegistration(values: ProfileValues) {
    const { status } = await callEndpoint("postRegistrationProfile", { body: { profileToken: profileToken ?? "", ...values } });
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
  return { state, dispatch, business, actions, verificationSentTo, closeVerificationSent: () => setVerificationSentTo(null) };
}
