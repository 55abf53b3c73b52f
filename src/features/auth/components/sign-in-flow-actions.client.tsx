"use client";

import type { Locale } from "@/i18n/locales";
import { BASE_PATH, paths } from "@/lib/paths";
import { type useSignInFlow, type SignInFlowActions } from "./use-sign-in-flow.client";

export function businessLoginHref(locale: Locale, next: string, email: string): string {
  return `${BASE_PATH}${paths.businessLogin(locale)}?${new URLSearchParams({ email, next })}`;
}

/** The throttle's answer to a password from a new device while the account is protected (`use-sign-in-flow.ts`). */
export const ACCOUNT_PROTECTED = "throttle.accountProtected";

/** The magic-link screen, its link sent at once: the email is the one the password was refused for. */
export async function sendLinkInstead(dispatch: ReturnType<typeof useSignInFlow>["dispatch"], actions: SignInFlowActions): Promise<void> {
  dispatch({ type: "magicLink" });
  await actions.sendMagicLink(false);
}
