"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { Audience } from "@/lib/audience";
import { button } from "@/ui/recipes.css";
import { Tabs } from "@/ui/tabs.client";
import type { SocialProviderId } from "@/lib/env";
import { Banner } from "@/ui/banner";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { withJobAutoMode } from "../rules/auth-messages";
import { SignInFlow } from "./sign-in-flow.client";
import { SocialSignIn } from "./social-sign-in.client";
import type { DemoPersona } from "./demo-persona";
import { useSignIn } from "./use-sign-in.client";
import type { SignInFlowVariant } from "./use-sign-in-flow.client";
import type { SignInTab } from "../rules/sign-in-flow";
import * as styles from "./sign-in-form.css";

export interface SignInProps {
  next: string;
  audience: Audience;
  /** Seeded demo customers, offered for one-click sign-in on the embedded defaults only. */
  personas: DemoPersona[];
  /** Registration's Turnstile site key, from the server (`turnstileSiteKey`). */
  botCheckSiteKey?: string | null;
  /** Google and Apple where configured (`configuredSocialProviders`), and the app's deep link. */
  socialProviders?: readonly SocialProviderId[];
  appLink?: string | null;
  /**
   * account.md §2 `mode=jobauto`: the job-auto variant with its auth banner. The page after the
   * sign-in keeps the mode, and there a customer who is not job-auto gets the failed-auth modal (§4).
   */
  jobAuto?: boolean;
  /** The business login (`sign-in-flow.client.tsx`), and the email handed over to it. */
  variant?: SignInFlowVariant;
  initialEmail?: string;
  /**
   * The page's title (its level-one heading, from content) on the login tab; on the registration
   * tab the heading says so (it stayed "Anmelden"). None in the dialog, whose
   * own title follows `onTabChange`.
   */
  pageTitle?: string | null;
  onTabChange?: (tab: SignInTab) => void;
}

export function SignIn({
  next: requestedNext,
  audience,
  personas,
  botCheckSiteKey = null,
  socialProviders = [],
  appLink = null,
  jobAuto = false,
  variant = "customer",
  initialEmail = "",
  pageTitle,
  onTabChange,
}: SignInProps) {
  const tFlow = useTranslations("signInFlow");
  const [tab, setTab] = useState<SignInTab>("login");
  const followTab = useCallback(
    (next: SignInTab) => {
      setTab(next);
      onTabChange?.(next);
    },
    [onTabChange],
  );
  const t = useTranslations("signIn");
  const tMessages = useTranslations("authMessages");
  const next = jobAuto ? withJobAutoMode(requestedNext) : requestedNext;
  const { signIn, error } = useSignIn(next);
  const message = error ? t(error.key, { audience, minutes: error.minutes ?? 0 }) : null;
  // account.md §2/§4: the email check, password, registration, magic-link and reset screens.
  const flow = (
    <>
      <SignInFlow
        next={next}
        audience={audience}
        botCheckSiteKey={botCheckSiteKey}
        variant={variant}
        initialEmail={initialEmail}
        onTabChange={followTab}
      />
      <SocialSignIn providers={socialProviders} next={next} audience={audience} appLink={appLink} />
    </>
  );
  const form = jobAuto ? (
    <>
      <Banner title={tMessages("jobAutoBanner.title")} name="job-auto">
        <p>{tMessages("jobAutoBanner.text", { audience })}</p>
      </Banner>
      {flow}
    </>
  ) : (
    flow
  );
  const heading = pageTitle === undefined ? null : <h1 id="sign-in-title">{tab === "register" ? tFlow("tabRegister") : pageTitle}</h1>;
  if (personas.length === 0)
    return (
      <>
        {heading}
        <InteractiveWhenHydrated>{form}</InteractiveWhenHydrated>
      </>
    );
  return (
    <>
      {heading}
      <InteractiveWhenHydrated>
        <Tabs
          label={t("tabsLabel")}
          items={[
            { value: "form", label: t("tabForm"), content: form },
            {
              value: "demo",
              label: t("tabDemo"),
              content: <DemoPersonas personas={personas} onPick={(p) => signIn(p.email, p.password)} error={message} />,
            },
          ]}
        />
      </InteractiveWhenHydrated>
    </>
  );
}

function DemoPersonas({
  personas,
  onPick,
  error,
}: {
  personas: DemoPersona[];
  onPick: (persona: DemoPersona) => Promise<boolean>;
  error: string | null;
}) {
  const t = useTranslations("signIn");
  return (
    <div className={styles.form}>
      <p>{t("demoIntro")}</p>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <ul className={styles.personas}>
        {personas.map((persona) => (
          <li key={persona.key} className={styles.persona}>
            <button type="button" className={button.secondary} onClick={() => void onPick(persona)}>
              {t("demoSignInAs", { name: persona.name })}
            </button>
            <p className={styles.personaShows}>{`${persona.email} – ${persona.shows}`}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
