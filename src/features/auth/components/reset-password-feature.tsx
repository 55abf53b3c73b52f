import type { PageContext } from "@/cms/page-context";
import { safeNextPath } from "@/lib/paths";
import { ResetPassword } from "./reset-password.lazy.client";
import * as styles from "./sign-in-form.css";

/** The `reset-password` feature module: where the reset mail's link lands (issue 16, account.md §2). */
export function ResetPasswordFeature({ context, title }: { context: PageContext; title: string | null }) {
  const token = typeof context.query.token === "string" ? context.query.token : "";
  const failed = typeof context.query.error === "string";
  return (
    <section aria-labelledby="reset-password-title" className={styles.form}>
      <h1 id="reset-password-title">{title}</h1>
      <ResetPassword token={failed ? "" : token} next={safeNextPath(context.query.next, context.locale)} audience={context.audience} />
    </section>
  );
}
