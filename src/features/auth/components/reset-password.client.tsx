"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import { loadPortalPage } from "@/lib/navigate";
import { loginRedirect } from "@/lib/paths";
import type { Locale } from "@/i18n/locales";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import { passwordProblem } from "../rules/registration-rules";
import * as styles from "./sign-in-form.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

/**
 * Sets a new password with the token of the reset mail's link; success shows the "password
 * reset successful" dialog (account.md §2), which leads to the sign-in. A missing, used or
 * expired token says so (better-auth redirects with `error=INVALID_TOKEN`).
 */
export function ResetPassword({
  token,
  next,
  audience,
  setPassword = false,
}: {
  token: string;
  next: string;
  audience: Audience;
  /** The address was just confirmed and the account has no password yet. */
  setPassword?: boolean;
}) {
  const t = useTranslations("signInFlow");
  const locale = useLocale() as Locale;
  const toSignIn = () => loadPortalPage(loginRedirect(locale, next));
  const id = useId();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ mode: "onChange", defaultValues: { password: "" } });
  const shown = formState.touchedFields.password || formState.isSubmitted;
  const message = shown ? formState.errors.password?.message : undefined;
  // A dead link leads on: to the sign-in, where "Passwort vergessen?" sends a new one (review G: no way forward).
  const requestNew = (
    <button type="button" className={button.secondary} onClick={toSignIn}>
      {t("reset.requestNew")}
    </button>
  );
  if (!token)
    return (
      <>
        <p role="alert">{t("reset.invalidLink", { audience })}</p>
        {requestNew}
      </>
    );

  const submit = async ({ password }: { password: string }) => {
    setServerError(null);
    setInvalidLink(false);
    const { status } = await callEndpoint("postResetPassword", { body: { newPassword: password, token } });
    if (status >= 200 && status < 300) setDone(true);
    else {
      setInvalidLink(status === 400);
      setServerError(status === 400 ? t("reset.invalidLink", { audience }) : t("errors.generalError", { audience }));
    }
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
        <InteractiveWhenHydrated>
          <p>{t(setPassword ? "reset.introSetPassword" : "reset.intro", { audience })}</p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-password`}>
              {t("reset.newPassword")}
            </label>
            <input
              id={`${id}-password`}
              className={styles.input}
              type="password"
              autoComplete="new-password"
              aria-invalid={message ? "true" : "false"}
              aria-describedby={message ? `${id}-error` : undefined}
              {...register("password", { validate: (value) => passwordProblem(value) ?? true })}
            />
            {message ? (
              <p id={`${id}-error`} className={styles.fieldError}>
                {t(`validation.${message}`, { audience, age: 0 })}
              </p>
            ) : null}
          </div>
          {serverError ? (
            <p role="alert" className={styles.formError}>
              {serverError}
            </p>
          ) : null}
          {invalidLink ? requestNew : null}
          <button type="submit" className={button.primary} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("submitting") : t("reset.submit")}
          </button>
        </InteractiveWhenHydrated>
      </form>
      {done ? (
        <Dialog open onOpenChange={toSignIn} title={t("reset.successTitle")} closeLabel={t("back")}>
          <p>{t("reset.successText", { audience })}</p>
          <button type="button" className={button.primary} onClick={toSignIn}>
            {t("reset.toSignIn")}
          </button>
        </Dialog>
      ) : null}
    </>
  );
}
