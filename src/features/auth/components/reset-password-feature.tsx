import type { PageContext } from "@/kernel/page-context";
import { FeatureMessages } from "@/i18n/feature-messages";
import { safeNextPath } from "@/lib/paths";
import { AUTH_MESSAGE_PARAM, LINK_MESSAGES } from "../rules/auth-messages";
import { ResetPassword } from "./reset-password.lazy.client";
import * as styles from "./sign-in-form.css";

/** The `reset-password` feature module: where the reset mail's link lands (account.md §2). */
export function ResetPasswordFeature({ context, title }: { context: PageContext; title: string | null }) {
  const token = typeof context.query.token === "string" ? context.query.token : "";
  const failed = typeof context.query.error === "string";
  // A sign-up confirmed without proof of its password lands here to choose one.
  const setPassword = context.query[AUTH_MESSAGE_PARAM] === LINK_MESSAGES.setPassword;
  return (
    <section aria-labelledby="reset-password-title" className={styles.form}>
      <h1 id="reset-password-title">{title}</h1>
      <FeatureMessages namespaces={["signIn", "signInFlow", "authMessages", "socialSignIn"]}>
        <ResetPassword
          token={failed ? "" : token}
          next={safeNextPath(context.query.next, context.locale)}
          audience={context.audience}
          setPassword={setPassword}
        />
      </FeatureMessages>
    </section>
  );
}
