"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from "react-hook-form";
import type { Audience } from "@/lib/audience";
import { button } from "@/ui/recipes.css";
import { type SignInFlowState } from "../rules/sign-in-flow";
import { MIN_AGE } from "../rules/registration-rules";
import { type useSignInFlow, type SignInFlowActions } from "./use-sign-in-flow.client";
import * as styles from "./sign-in-form.css";
import { DateInput } from "@/ui/date-input";

/* The sign-in flow's form parts: a screen's props, its form with the fields, and its button. */
export interface BodyProps {
  state: SignInFlowState;
  actions: SignInFlowActions;
  audience: Audience;
  buttonLabel: string;
  vehiclePowerKw: number | null;
  dispatch: ReturnType<typeof useSignInFlow>["dispatch"];
}

/** Errors show once a field is touched or the form submitted (account.md §5); validation runs on change. */
export function useFlowForm<V extends FieldValues>(schema: Parameters<typeof yupResolver>[0], defaultValues: V) {
  const form = useForm<V>({
    // The schemas are typed by yup; the values here by the form.
    resolver: yupResolver(schema) as never,
    mode: "onChange",
    defaultValues: defaultValues as never,
  });
  // The form is rendered on the server and turns interactive when its code has arrived:
  // what a visitor typed before then is kept, where react-hook-form would write the default over it.
  const register: UseFormRegister<V> = (name, options) => {
    const registered = form.register(name, options);
    return {
      ...registered,
      ref: (element: HTMLInputElement | null) => {
        const typed = element?.value ?? "";
        registered.ref(element);
        if (element && typed !== "" && element.value !== typed) {
          element.value = typed;
          form.setValue(name, typed as never, { shouldDirty: true });
        }
      },
    };
  };
  return { ...form, register };
}

export function Field<V extends FieldValues>({
  name,
  label,
  type = "text",
  autoComplete,
  register,
  errors,
  shown,
  audience,
  inputMode,
  placeholder,
  minAge = MIN_AGE,
  date = false,
  children,
}: {
  name: Path<V>;
  label: string;
  type?: string;
  autoComplete?: string;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  shown: boolean;
  audience: Audience;
  inputMode?: "tel" | "numeric" | "email";
  placeholder?: string;
  /** The minimum age the birthday's message names. */
  minAge?: number;
  /** A DD.MM.YYYY date, typed through the portal's date mask. */
  date?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("signInFlow");
  const id = useId();
  const message = shown ? (errors[name]?.message as string | undefined) : undefined;
  const describedBy = [message ? `${id}-error` : null, children ? `${id}-help` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {date ? (
        // The one date input of the portal (the birthday wanted typed dots).
        <DateInput
          id={id}
          className={styles.input}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={message ? "true" : "false"}
          aria-describedby={describedBy}
          {...register(name)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          aria-invalid={message ? "true" : "false"}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
      {children ? <div id={`${id}-help`}>{children}</div> : null}
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(`validation.${message}`, { audience, age: minAge })}
        </p>
      ) : null}
    </div>
  );
}

export function Submit({ label, submitting }: { label: string; submitting: boolean }) {
  const t = useTranslations("signInFlow");
  return (
    <button type="submit" className={button.primary} disabled={submitting}>
      {submitting ? t("submitting") : label}
    </button>
  );
}
