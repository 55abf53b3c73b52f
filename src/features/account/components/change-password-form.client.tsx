"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { Dialog } from "@/ui/dialog.client";
import * as formStyles from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { PASSWORD_FIELDS, passwordIssues, passwordServerError, type PasswordField, type PasswordServerError } from "../rules/password-change";
import { AccountFormActions } from "./account-form-actions.client";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

/**
 * The password form (account.md §5 "Password change"): three fields required, the new one
 * different from the current, strong, and confirmed; sent to better-auth's change-password, which
 * ends the other sessions. Success opens the "password changed" modal; server errors show mapped (§8).
 */
export function ChangePasswordForm({ locale, audience }: { locale: Locale; audience: Audience }) {
  const t = useTranslations();
  const router = useRouter();
  const ids = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: "", newPassword: "", confirmedNewPassword: "" });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<PasswordServerError | null>(null);
  const [sending, setSending] = useState(false);
  const [changed, setChanged] = useState(false);

  const issues = passwordIssues(values);
  const issueOf = (field: PasswordField) => (submitted || touched.has(field) ? issues.find((i) => i.path === field) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (issues.length > 0) {
      document.getElementById(`${ids}-${issues[0]!.path}`)?.focus();
      return;
    }
    setSending(true);
    const { status, data } = await callEndpoint("postChangePassword", {
      body: { currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true, locale },
    });
    setSending(false);
    if (status >= 200 && status < 300) {
      setChanged(true);
      setValues({ currentPassword: "", newPassword: "", confirmedNewPassword: "" });
      setSubmitted(false);
      setTouched(new Set());
    } else {
      // A network failure is status 500 without data: the general message.
      setServerError(passwordServerError(status, (data as { code?: string } | null)?.code));
    }
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <InteractiveWhenHydrated>
          <p className={formStyles.help}>{t("myAccount.password.rules", { audience })}</p>
          {PASSWORD_FIELDS.map((field) => {
            const id = `${ids}-${field}`;
            const issue = issueOf(field);
            return (
              <div key={field} className={formStyles.field}>
                <label className={formStyles.label} htmlFor={id}>
                  {t(`myAccount.password.${field}`)}
                </label>
                <input
                  id={id}
                  name={field}
                  type="password"
                  className={formStyles.input}
                  autoComplete={field === "currentPassword" ? "current-password" : "new-password"}
                  value={values[field]}
                  required
                  aria-invalid={issue ? true : undefined}
                  aria-describedby={issue ? `${id}-error` : undefined}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                  onBlur={() => setTouched(new Set(touched).add(field))}
                />
                {issue ? (
                  <p id={`${id}-error`} className={formStyles.error}>
                    {issue.code === "required" ? t("validation.required") : t(`myAccount.password.${issue.code}`, { audience })}
                  </p>
                ) : null}
              </div>
            );
          })}
          {serverError ? (
            <p role="alert" className={formStyles.error}>
              {t(`myAccount.password.${serverError}`, { audience })}
            </p>
          ) : null}
          <AccountFormActions locale={locale} sending={sending} submitLabel={t("myAccount.password.submit")} />
        </InteractiveWhenHydrated>
      </form>
      <Dialog
        open={changed}
        onOpenChange={(open) => {
          setChanged(open);
          if (!open) router.push(`/${locale}/myaccount`);
        }}
        title={t("myAccount.password.changedTitle")}
        closeLabel={t("myAccount.payment.close")}
      >
        <p>{t("myAccount.password.changedText", { audience })}</p>
        <div className={formStyles.actions}>
          <button type="button" className={button.primary} onClick={() => router.push(`/${locale}/myaccount`)}>
            {t("myAccount.password.toAccount")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
