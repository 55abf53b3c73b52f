"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { Audience } from "@/lib/audience";
import { button } from "@/ui/recipes.css";
import { Tabs } from "@/ui/tabs";
import { signInSchema, type SignInValues } from "../schemas/sign-in-schema";
import type { DemoPersona } from "./demo-persona";
import { useSignIn } from "./use-sign-in";
import * as styles from "./sign-in-form.css";

type MessageKey = "required" | "invalidEmail";

export interface SignInProps {
  next: string;
  audience: Audience;
  /** Seeded demo customers, offered for one-click sign-in on the embedded defaults only. */
  personas: DemoPersona[];
}

export function SignIn({ next, audience, personas }: SignInProps) {
  const t = useTranslations("signIn");
  const { signIn, error } = useSignIn(next);
  const message = error ? t(error.key, { audience, minutes: error.minutes ?? 0 }) : null;
  const form = <SignInForm audience={audience} onSubmit={signIn} error={message} />;
  if (personas.length === 0) return form;
  return (
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
  );
}

function SignInForm({
  audience,
  onSubmit,
  error,
}: {
  audience: Audience;
  onSubmit: (email: string, password: string) => Promise<boolean>;
  error: string | null;
}) {
  const t = useTranslations("signIn");
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: yupResolver(signInSchema), mode: "onChange", defaultValues: { email: "", password: "" } });

  const fieldError = (name: keyof SignInValues) => {
    const key = errors[name]?.message as MessageKey | undefined;
    return key ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError}>
        {t(key, { audience })}
      </p>
    ) : null;
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(({ email, password }) => onSubmit(email, password))}>
      <p>{t("intro", { audience })}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t("email")}
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? "true" : "false"}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...register("email")}
        />
        {fieldError("email")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-password`}>
          {t("password")}
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? "true" : "false"}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register("password")}
        />
        {fieldError("password")}
      </div>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </button>
    </form>
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
