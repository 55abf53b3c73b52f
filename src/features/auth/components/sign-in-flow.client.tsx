"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, type ReactNode } from "react";
import type { Audience } from "@/lib/audience";
import type { Locale } from "@/i18n/locales";
import { BASE_PATH, paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import * as tabStyles from "@/ui/tabs.css";
import { hasBackButton, screenTextKeys, tabOf, type SignInScreen, type SignInTab } from "../rules/sign-in-flow";
import { useSignInFlow, type SignInFlowVariant } from "./use-sign-in-flow.client";
import * as styles from "./sign-in-form.css";
import { type BodyProps } from "./sign-in-flow-form.client";
import { businessLoginHref, ACCOUNT_PROTECTED, sendLinkInstead } from "./sign-in-flow-actions.client";
import { EmailCheckForm, LoginForm, SendLinkForm, LinkSent } from "./sign-in-screens.client";
import { RegistrationForm, CompleteRegistrationForm } from "./registration-screens.client";

export interface SignInFlowProps {
  next: string;
  audience: Audience;
  /**
   * `business`: the separate business login (account.md §4) that the customer
   * login prompts business accounts to use; it signs in to the same accounts and session.
   */
  variant?: SignInFlowVariant;
  /** The email the customer login checked before it handed over to the business login. */
  initialEmail?: string;
  /** Told the tab of every screen, so the page's or dialog's title follows it. */
  onTabChange?: (tab: SignInTab) => void;
  /** The vehicle's power in checkout, for the minimum age (account.md §5); null elsewhere. */
  vehiclePowerKw?: number | null;
  /** Turnstile's site key (`TURNSTILE_SITE_KEY`); null sends the embedded default's test token. */
  botCheckSiteKey?: string | null;
}

/**
 * The sign-in and registration flow of account.md §2/§4: one screen at a time, as the reducer of
 * `rules/sign-in-flow.ts` says, under the register/login tabs. Rendered in the sign-in dialog
 * and on the login page alike.
 */
export function SignInFlow({
  next,
  audience: pageAudience,
  variant = "customer",
  initialEmail = "",
  onTabChange,
  vehiclePowerKw = null,
  botCheckSiteKey = null,
}: SignInFlowProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations("signInFlow");
  // The throttle's messages (minutes to wait) are the sign-in's (`use-sign-in.ts`).
  const tSignIn = useTranslations("signIn");
  const pathname = usePathname() ?? "";
  const { state, dispatch, notice, actions } = useSignInFlow(next, botCheckSiteKey, initialEmail, variant);
  const business = variant === "business";
  const keys = screenTextKeys(state.screen, pathname, business);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const tab = tabOf(state.screen);
  useEffect(() => onTabChange?.(tab), [tab, onTabChange]);
  useEffect(() => {
    // A new screen moves focus to its title, so screen readers announce where the visitor is.
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [state.screen]);

  // The audience is the page's until the email tells it: a business account is spoken to as "Sie",
  // above the hint that sends it to the business login (account.md §1: B2B "Sie").
  const audience: Audience = notice?.kind === "businessAccount" ? "b2b" : pageAudience;
  const textValues = { audience, email: state.email };
  const screen = (
    <section aria-labelledby={headingId} className={styles.form} data-screen={state.screen}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t(`screens.${keys.title}`, textValues)}
      </h2>
      <p>{t(`screens.${keys.subtitle}`, textValues)}</p>
      {notice?.kind === "businessAccount" ? (
        <p role="status" className={styles.formError}>
          {t("businessAccount")} <a href={businessLoginHref(locale, next, notice.email)}>{t("businessLogin")}</a>
        </p>
      ) : null}
      {notice?.kind === "noBusinessAccount" ? (
        <p role="status" className={styles.formError}>
          {t("noBusinessAccount")} <a href={`${BASE_PATH}${paths.login(locale)}?${new URLSearchParams({ next })}`}>{t("customerLogin")}</a>
        </p>
      ) : null}
      <ScreenBody
        state={state}
        actions={actions}
        audience={audience}
        buttonLabel={t(`screens.${keys.button}`)}
        vehiclePowerKw={vehiclePowerKw}
        dispatch={dispatch}
      />
      {state.serverError ? (
        <p role="alert" className={styles.formError}>
          {state.serverError.key.startsWith("throttle.")
            ? tSignIn(state.serverError.key.slice("throttle.".length), { audience, minutes: Number(state.serverError.values?.minutes ?? 0) })
            : t(`errors.${state.serverError.key}`, { audience })}
        </p>
      ) : null}
      {state.serverError?.key === ACCOUNT_PROTECTED ? (
        // The protection refuses passwords from new devices only; a mailed link
        // still signs the owner in, so the message offers it at once.
        <button type="button" className={button.secondary} onClick={() => void sendLinkInstead(dispatch, actions)}>
          {tSignIn("accountProtectedMagicLink")}
        </button>
      ) : null}
      {hasBackButton(state.screen) ? (
        <button type="button" className={button.tertiary} onClick={() => dispatch({ type: "back" })}>
          {t("back")}
        </button>
      ) : null}
    </section>
  );

  return (
    <RadixTabs.Root
      value={tabOf(state.screen)}
      onValueChange={(tab) => dispatch({ type: "selectTab", tab: tab === "register" ? "register" : "login" })}
    >
      {business ? null : (
        <RadixTabs.List className={tabStyles.list} aria-label={t("tabsLabel")}>
          <RadixTabs.Trigger value="login" className={tabStyles.trigger}>
            {t("tabLogin")}
          </RadixTabs.Trigger>
          <RadixTabs.Trigger value="register" className={tabStyles.trigger}>
            {t("tabRegister")}
          </RadixTabs.Trigger>
        </RadixTabs.List>
      )}
      <RadixTabs.Content value="login" className={tabStyles.panel}>
        {tabOf(state.screen) === "login" ? screen : null}
      </RadixTabs.Content>
      <RadixTabs.Content value="register" className={tabStyles.panel}>
        {tabOf(state.screen) === "register" ? screen : null}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}

/** The business login for an email the customer login found to be a business account's; `next` stays. */

function ScreenBody(props: BodyProps) {
  const bodies: Record<SignInScreen, () => ReactNode> = {
    emailCheckForm: () => <EmailCheckForm {...props} />,
    loginForm: () => <LoginForm {...props} />,
    registrationForm: () => <RegistrationForm {...props} />,
    magicLinkForm: () => <SendLinkForm {...props} reset={false} />,
    magicLinkSuccess: () => <LinkSent {...props} reset={false} />,
    forgotPasswordForm: () => <SendLinkForm {...props} reset />,
    forgotPasswordSuccess: () => <LinkSent {...props} reset />,
    completeRegistration: () => <CompleteRegistrationForm {...props} />,
  };
  return bodies[props.state.screen]();
}
