"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callEndpoint } from "@/lib/api/client";

export type SignInError = "wrongCredentials" | "tooManyAttempts" | "generalError";

/**
 * Signs in through the auth endpoint (it sets the HttpOnly session cookie), then goes to `next`
 * and re-renders the server components with the new session.
 */
export function useSignIn(next: string) {
  const router = useRouter();
  const [error, setError] = useState<SignInError | null>(null);

  async function signIn(email: string, password: string): Promise<boolean> {
    setError(null);
    const { status } = await callEndpoint("postSignInEmail", { body: { email, password } });
    if (status >= 200 && status < 300) {
      router.replace(next);
      router.refresh();
      return true;
    }
    setError(status === 401 || status === 400 ? "wrongCredentials" : status === 429 ? "tooManyAttempts" : "generalError");
    return false;
  }

  return { signIn, error };
}
