"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { usePageToasts } from "@/ui/page-toasts.client";
import { button } from "@/ui/recipes.css";
import { canResend } from "../rules/sign-in-flow";
import { emailCheckSchema, loginSchema, type EmailCheckValues, type LoginValues } from "../schemas/sign-in-flow-schemas";
import * as styles from "./sign-in-form.css";
import { type BodyProps, useFlowForm, Field, Submit } from "./sign-in-flow-form.client";

/* The sign-in screens of the flow (account.md §4): the email check, the password, the emailed link. */
export function EmailCheckForm({ state, actions, audience, buttonLabel }: BodyProps) {
  const t = useTranslations("signInFlow");
  const form = useFlowForm<EmailCheckValues>(emailCheckSchema, { email: state.email });
  const { touchedFields, isSubmitted, errors, isSubmitting } = form.formState;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(({ email }) => actions.checkEmail(email))}>
      <Field<EmailCheckValues>
        name="email"
        label={t("email")}
        type="email"
        autoComplete="email"
        register={form.register}
        errors={errors}
        shown={Boolean(touchedFields.email) || isSubmitted}
        audience={audience}
      />
      <Submit label={buttonLabel} submitting={isSubmitting} />
    </form>
  );
}

export function LoginForm({ state, actions, audience, buttonLabel, dispatch }: BodyProps) {
  const t = useTranslations("signInFlow");
  const form = useFlowForm<LoginValues>(loginSchema, { password: "" });
  const { touchedFields, isSubmitted, errors, isSubmitting } = form.formState;
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(({ password }) => actions.signIn(password))}>
      <p>
        {t("signedInAs", { email: state.email })}{" "}
        <button type="button" className={button.tertiary} onClick={() => dispatch({ type: "editEmail" })}>
          {t("editEmail")}
        </button>
      </p>
      {/* The email travels along for password managers; it is not editable here. */}
      <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
      <Field<LoginValues>
        name="password"
        label={t("password")}
        type="password"
        autoComplete="current-password"
        register={form.register}
        errors={errors}
        shown={Boolean(touchedFields.password) || isSubmitted}
        audience={audience}
      />
      <Submit label={buttonLabel} submitting={isSubmitting} />
      <div className={styles.links}>
        <button type="button" className={button.tertiary} onClick={() => dispatch({ type: "forgotPassword" })}>
          {t("forgotPassword")}
        </button>
        <button type="button" className={button.tertiary} onClick={() => dispatch({ type: "magicLink" })}>
          {t("magicLink")}
        </button>
      </div>
    </form>
  );
}

export function SendLinkForm({ state, actions, buttonLabel, reset }: BodyProps & { reset: boolean }) {
  const t = useTranslations("signInFlow");
  const form = useForm();
  const send = () => (reset ? actions.sendResetLink(false) : actions.sendMagicLink(false));
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(send)}>
      <p>
        {t("email")}: <strong>{state.email}</strong>
      </p>
      <Submit label={buttonLabel} submitting={form.formState.isSubmitting} />
    </form>
  );
}

export function LinkSent({ state, actions, audience, buttonLabel, reset }: BodyProps & { reset: boolean }) {
  const t = useTranslations("signInFlow");
  const toasts = usePageToasts();
  const form = useForm();
  if (!canResend(state)) return <p role="status">{t("resendLimit", { audience })}</p>;
  const resend = async () => {
    const sent = reset ? await actions.sendResetLink(true) : await actions.sendMagicLink(true);
    // account.md §4: resend shows a success toast.
    if (sent) toasts?.("success", t("resendSuccess", { audience }));
  };
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(resend)}>
      <Submit label={buttonLabel} submitting={form.formState.isSubmitting} />
    </form>
  );
}
