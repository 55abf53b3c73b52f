"use client";

import { useState } from "react";
import { callEndpoint } from "@/lib/api/client";
import { loadPortalPage } from "@/lib/navigate";

export type SignInError = "wrongCredentials" | "tooManyAttempts" | "generalError";

/**
 * Signs in through the auth endpoint (it sets the HttpOnly session cookie), then loads `next`
 * as a full page: every server component, the layout's header included, renders with the new
 * session, and no client cache holds a signed-out view.
 */
export function useSignIn(next: string) {
  const [error, setError] = useState<SignInError | null>(null);

  async function signIn(email: string, password: string): Promise<boolean> {
    setError(null);
    const { status } = await callEndpoint("postSignInEmail", { body: { email, password } });
    if (status >= 200 && status < 300) {
      loadPortalPage(next);
      return true;
    }
    setError(status === 401 || status === 400 ? "wrongCredentials" : status === 429 ? "tooManyAttempts" : "generalError");
    return false;
  }

  return { signIn, error };
}
