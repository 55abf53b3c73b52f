import type { PageContext } from "@/kernel/page-context";
import { FeatureMessages } from "@/i18n/feature-messages";
import { appLink, configuredSocialProviders, turnstileSiteKey } from "@/lib/env";
import { safeNextPath } from "@/lib/paths";
import { JOB_AUTO_MODE } from "../rules/auth-messages";
import { getDemoPersonas } from "../api/demo-personas.server";
import type { SignInProps } from "./sign-in-form.client";
import { SignIn } from "./sign-in-form.lazy.client";
import * as styles from "./sign-in-form.css";

/** What the sign-in form needs from the page and the server's settings: the page's form and the dialog alike. */
export function signInPropsOf(context: PageContext): SignInProps {
  return {
    next: safeNextPath(context.query.next, context.locale),
    audience: context.audience,
    personas: getDemoPersonas(),
    botCheckSiteKey: turnstileSiteKey(),
    socialProviders: configuredSocialProviders(),
    appLink: appLink(),
    jobAuto: context.query.mode === JOB_AUTO_MODE,
  };
}

/**
 * The `business-sign-in` feature module (account.md §4 "a separate business login"):
 * the same flow, accounts and session, worded in "Sie", without registration (business
 * accounts are provisioned), its email handed over from the customer login's prompt.
 */
export function BusinessSignInFeature({ context, title }: { context: PageContext; title: string | null }) {
  const props = signInPropsOf(context);
  return (
    <section aria-labelledby="sign-in-title" className={styles.form}>
      <h1 id="sign-in-title">{title}</h1>
      <FeatureMessages namespaces={["signIn", "signInFlow", "authMessages", "socialSignIn"]}>
        <SignIn {...props} audience="b2b" personas={getDemoPersonas("b2b")} variant="business" initialEmail={context.query.email ?? ""} />
      </FeatureMessages>
    </section>
  );
}

/** The `sign-in` feature module: the sign-in page of content, with the demo personas when embedded. */
export function SignInFeature({ context, title }: { context: PageContext; title: string | null }) {
  return (
    <section aria-labelledby="sign-in-title" className={styles.form}>
      <FeatureMessages namespaces={["signIn", "signInFlow", "authMessages", "socialSignIn"]}>
        <SignIn {...signInPropsOf(context)} pageTitle={title} />
      </FeatureMessages>
    </section>
  );
}
