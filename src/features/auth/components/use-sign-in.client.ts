"use client";

import { useState } from "react";
import { callEndpoint } from "@/api/client";
import { loadPortalPage } from "@/lib/navigate";

/** A message key of the `signIn` texts, and the minutes to wait where the answer says. */
export interface SignInError {
  key: "wrongCredentials" | "tooManyAttempts" | "tooManyFailures" | "tooManyLookups" | "accountProtected" | "generalError";
  minutes?: number;
}

/** The throttle's codes (`bff/auth/sign-in-throttle.ts`) → the texts that explain them. */
const THROTTLE_MESSAGES: Record<string, SignInError["key"]> = {
  TOO_MANY_ATTEMPTS: "tooManyFailures",
  ACCOUNT_PROTECTED: "accountProtected",
  // The lookup cap counts requests from one address, not failed sign-ins.
  TOO_MANY_LOOKUPS: "tooManyLookups",
};

export function signInErrorOf(status: number, data: unknown): SignInError {
  if (status === 401 || status === 400) return { key: "wrongCredentials" };
  if (status !== 429) return { key: "generalError" };
  const { code, retryAfterSeconds } = (typeof data === "object" && data !== null ? data : {}) as { code?: unknown; retryAfterSeconds?: unknown };
  const key = typeof code === "string" ? THROTTLE_MESSAGES[code] : undefined;
  // better-auth's own flood guard answers 429 without a code: "wait a moment".
  if (!key || typeof retryAfterSeconds !== "number" || !(retryAfterSeconds > 0)) return { key: "tooManyAttempts" };
  return { key, minutes: Math.ceil(retryAfterSeconds / 60) };
}

/**
 * Signs in through the auth endpoint (it sets the HttpOnly session cookie), then loads `next`
 * as a full page: every server component, the layout's header included, renders with the new
 * session, and no client cache holds a signed-out view.
 */
export function useSignIn(next: string) {
  const [error, setError] = useState<SignInError | null>(null);

  async function signIn(email: string, password: string): Promise<boolean> {
    setError(null);
    const { status, data } = await callEndpoint("postSignInEmail", { body: { email, password } });
    if (status >= 200 && status < 300) {
      loadPortalPage(next);
      return true;
    }
    setError(signInErrorOf(status, data));
    return false;
  }

  return { signIn, error };
}
