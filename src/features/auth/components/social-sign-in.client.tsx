"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import type { SocialProviderId } from "@/lib/env";
import { BASE_PATH } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { mobileLoginRedirectPath, socialSignInMode } from "../rules/mobile-app";
import { socialSignInErrorOf, socialSignInErrorPath, type SignInErrorKey } from "../rules/sign-in-errors";
import * as styles from "./sign-in-form.css";

/** What the app's web view offers for its native sign-in message (`window.ReactNativeWebView`). */
type AppWebView = { postMessage(message: string): void };

export interface SocialSignInProps {
  /** The configured providers (`configuredSocialProviders()`); none, nothing is shown. */
  providers: readonly SocialProviderId[];
  next: string;
  audience: Audience;
  /** The app's deep link base (`PORTAL_APP_LINK`), where /mobile/auth hands the app its token. */
  appLink?: string | null;
}

/**
 * Google and Apple sign-in (account.md §1, §4) below the sign-in flow. In the browser it
 * goes through better-auth's social sign-in to the provider and back to `next`; in the app the
 * app-version rule (`rules/mobile-app.ts`) sends versions 1.47 and 1.48 to /mobile/loginredirect
 * and asks the others to sign in natively.
 */
export function SocialSignIn({ providers, next, audience, appLink = null }: SocialSignInProps) {
  const t = useTranslations("socialSignIn");
  // The messages are §8's sign-in errors, one definition with the form's.
  const tErrors = useTranslations("signInFlow.errors");
  const locale = useLocale();
  const [failed, setFailed] = useState<SignInErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  // better-auth returns a failed sign-in to the page it started from, marked, with its `error`; read after hydration.
  useEffect(() => {
    setFailed(socialSignInErrorOf(new URLSearchParams(window.location.search), locale));
  }, [locale]);
  // A failure is said even where no provider is offered now (review G: an app's failed sign-in
  // landed on a page that said nothing).
  if (providers.length === 0 && failed === null) return null;

  async function start(provider: SocialProviderId) {
    setFailed(null);
    const mode = socialSignInMode(navigator.userAgent);
    if (mode === "mobile-redirect" && appLink) {
      window.location.assign(`${BASE_PATH}${mobileLoginRedirectPath(locale, provider, `${appLink}/auth`)}`);
      return;
    }
    const webView = (window as typeof window & { ReactNativeWebView?: AppWebView }).ReactNativeWebView;
    if (mode === "native-message" && webView) {
      webView.postMessage(JSON.stringify({ type: "socialLogin", method: provider, next }));
      return;
    }
    setBusy(true);
    const errorCallbackURL = socialSignInErrorPath(`${window.location.pathname}${window.location.search}`);
    const { status, data } = await callEndpoint("postSignInSocial", { body: { provider, callbackURL: `${BASE_PATH}${next}`, errorCallbackURL } });
    if (status >= 200 && status < 300 && data && typeof data.url === "string") {
      window.location.assign(data.url);
      return;
    }
    setBusy(false);
    setFailed("generalError");
  }

  return (
    <div className={styles.form} role="group" aria-label={t("label")}>
      {providers.length > 0 ? <p className={styles.meterText}>{t("divider")}</p> : null}
      {failed ? (
        <p role="alert" className={styles.formError}>
          {tErrors(failed, { audience })}
        </p>
      ) : null}
      {providers.map((provider) => (
        <button key={provider} type="button" className={button.secondary} disabled={busy} onClick={() => void start(provider)}>
          {t(provider)}
        </button>
      ))}
    </div>
  );
}
