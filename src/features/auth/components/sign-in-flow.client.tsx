"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import * as RadixTabs from "@radix-ui/react-tabs";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from "react-hook-form";
import type { Audience } from "@/lib/audience";
import type { Locale } from "@/i18n/locales";
import { BASE_PATH, paths } from "@/lib/paths";
import { usePageToasts } from "@/ui/page-toasts.client";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import * as tabStyles from "@/ui/tabs.css";
import { canResend, hasBackButton, screenTextKeys, tabOf, type SignInFlowState, type SignInScreen, type SignInTab } from "../rules/sign-in-flow";
import { MIN_AGE, minimumAgeFor, passwordStrength } from "../rules/registration-rules";
import { driverSurcharge } from "../rules/driver-surcharge";
import { SENIOR_DRIVER_AGE, YOUNG_DRIVER_AGE } from "@/features/drivers/rules/driver-rules";
import { now } from "@/lib/clock";
import { storedReferralCode } from "@/lib/referral-code-cookie";
import {
  emailCheckSchema,
  loginSchema,
  profileSchema,
  registrationSchema,
  type EmailCheckValues,
  type LoginValues,
  type ProfileValues,
  type RegistrationValues,
} from "../schemas/sign-in-flow-schemas";
import { useSignInFlow, type SignInFlowActions, type SignInFlowVariant } from "./use-sign-in-flow.client";
import * as styles from "./sign-in-form.css";
import { DateInput } from "@/ui/date-input";
import { conditionsLink } from "@/ui/conditions-link";

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
  audience,
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
  const { state, dispatch, notice, actions, verificationSentTo, closeVerificationSent } = useSignInFlow(next, botCheckSiteKey, initialEmail, variant);
  const tMessages = useTranslations("authMessages");
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
      {verificationSentTo ? (
        <Dialog
          open
          onOpenChange={(open) => !open && closeVerificationSent()}
          title={tMessages("verificationSent.title", { audience })}
          closeLabel={tMessages("close")}
        >
          <p>{tMessages("verificationSent.text", { audience, email: verificationSentTo })}</p>
          <button type="button" className={button.primary} onClick={closeVerificationSent}>
            {tMessages("ok")}
          </button>
        </Dialog>
      ) : null}
    </RadixTabs.Root>
  );
}

/** The business login for an email the customer login found to be a business account's; `next` stays. */
function businessLoginHref(locale: Locale, next: string, email: string): string {
  return `${BASE_PATH}${paths.businessLogin(locale)}?${new URLSearchParams({ email, next })}`;
}

/** The throttle's answer to a password from a new device while the account is protected (`use-sign-in-flow.ts`). */
const ACCOUNT_PROTECTED = "throttle.accountProtected";

/** The magic-link screen, its link sent at once: the email is the one the password was refused for. */
async function sendLinkInstead(dispatch: ReturnType<typeof useSignInFlow>["dispatch"], actions: SignInFlowActions): Promise<void> {
  dispatch({ type: "magicLink" });
  await actions.sendMagicLink(false);
}

interface BodyProps {
  state: SignInFlowState;
  actions: SignInFlowActions;
  audience: Audience;
  buttonLabel: string;
  vehiclePowerKw: number | null;
  dispatch: ReturnType<typeof useSignInFlow>["dispatch"];
}

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

/** Errors show once a field is touched or the form submitted (account.md §5); validation runs on change. */
function useFlowForm<V extends FieldValues>(schema: Parameters<typeof yupResolver>[0], defaultValues: V) {
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

function Field<V extends FieldValues>({
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

function Submit({ label, submitting }: { label: string; submitting: boolean }) {
  const t = useTranslations("signInFlow");
  return (
    <button type="submit" className={button.primary} disabled={submitting}>
      {submitting ? t("submitting") : label}
    </button>
  );
}

function EmailCheckForm({ state, actions, audience, buttonLabel }: BodyProps) {
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

function LoginForm({ state, actions, audience, buttonLabel, dispatch }: BodyProps) {
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

function SendLinkForm({ state, actions, buttonLabel, reset }: BodyProps & { reset: boolean }) {
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

function LinkSent({ state, actions, audience, buttonLabel, reset }: BodyProps & { reset: boolean }) {
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

function PasswordMeter({ password }: { password: string }) {
  const t = useTranslations("signInFlow.passwordStrength");
  const level = passwordStrength(password);
  const value = { empty: 0, weak: 1, fair: 2, good: 3, strong: 4 }[level];
  return (
    <div className={styles.meter}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={value} aria-label={t("label", { level: t(level) })} />
      <p className={styles.meterText} aria-live="polite">
        {t("label", { level: t(level) })}
      </p>
      <p className={styles.meterText}>{t("hint")}</p>
    </div>
  );
}

function ProfileFields<V extends ProfileValues>({
  form,
  audience,
  minAge,
}: {
  form: ReturnType<typeof useFlowForm<V>>;
  audience: Audience;
  minAge: number;
}) {
  const t = useTranslations("signInFlow");
  const { touchedFields, isSubmitted, errors } = form.formState;
  const touched = touchedFields as Partial<Record<string, boolean>>;
  const shown = (name: string) => Boolean(touched[name]) || isSubmitted;
  const common = { register: form.register, errors, audience };
  return (
    <>
      <Field<V> name={"firstname" as Path<V>} label={t("firstname")} autoComplete="given-name" shown={shown("firstname")} {...common} />
      <Field<V> name={"lastname" as Path<V>} label={t("lastname")} autoComplete="family-name" shown={shown("lastname")} {...common} />
      <Field<V> name={"phone" as Path<V>} label={t("phone")} type="tel" inputMode="tel" autoComplete="tel" shown={shown("phone")} {...common} />
      <Field<V>
        name={"birthday" as Path<V>}
        label={t("birthday")}
        date
        autoComplete="bday"
        placeholder="TT.MM.JJJJ"
        minAge={minAge}
        shown={shown("birthday")}
        {...common}
      />
      <SurchargeNote birthday={String(form.watch("birthday" as Path<V>) ?? "")} minAge={minAge} />
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register("emailSubscription" as Path<V>)} />
        {t("emailSubscription", { audience })}
      </label>
    </>
  );
}

/**
 * account.md §5: the young or old driver surcharge the birthday brings, said under it; nothing
 * under the minimum age (the field's error says why), and no old surcharge with a dbb_ referral code.
 */
function SurchargeNote({ birthday, minAge }: { birthday: string; minAge: number }) {
  const t = useTranslations("signInFlow");
  // Read only once a birthday is typed: the referral cookie is the browser's.
  const surcharge = birthday.length === 10 ? driverSurcharge(birthday, now(), { minAge, referralCode: storedReferralCode() }) : null;
  if (!surcharge) return null;
  return (
    <p className={styles.legalNotice} role="status">
      {surcharge === "young" ? t("surcharge.young", { age: YOUNG_DRIVER_AGE }) : t("surcharge.old", { age: SENIOR_DRIVER_AGE })}
    </p>
  );
}

/** Registration names the terms it accepts and the privacy notice, each a link in a new tab. */
function LegalNotice({ audience }: { audience: Audience }) {
  const t = useTranslations("signInFlow");
  const locale = useLocale() as Locale;
  return (
    <p className={styles.legalNotice}>
      {t.rich("legalNotice", { audience, terms: conditionsLink(paths.terms(locale)), privacy: conditionsLink(paths.privacy(locale)) })}
    </p>
  );
}

function RegistrationForm({ state, actions, audience, buttonLabel, dispatch, vehiclePowerKw }: BodyProps) {
  const t = useTranslations("signInFlow");
  const form = useFlowForm<RegistrationValues>(registrationSchema(vehiclePowerKw), {
    email: state.email,
    password: "",
    firstname: "",
    lastname: "",
    phone: "",
    birthday: "",
    emailSubscription: false,
  });
  const { touchedFields, isSubmitted, errors, isSubmitting } = form.formState;
  const password = form.watch("password") ?? "";
  const common = { register: form.register, errors, audience };
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => actions.register(values))}>
      <Field<RegistrationValues>
        name="email"
        label={t("email")}
        type="email"
        autoComplete="email"
        shown={Boolean(touchedFields.email) || isSubmitted}
        {...common}
      />
      <Field<RegistrationValues>
        name="password"
        label={t("password")}
        type="password"
        autoComplete="new-password"
        shown={Boolean(touchedFields.password) || isSubmitted}
        {...common}
      >
        <PasswordMeter password={password} />
      </Field>
      <ProfileFields<RegistrationValues> form={form} audience={audience} minAge={minimumAgeFor(vehiclePowerKw)} />
      <LegalNotice audience={audience} />
      <Submit label={buttonLabel} submitting={isSubmitting} />
      <button type="button" className={button.tertiary} onClick={() => dispatch({ type: "alreadyHaveAccount" })}>
        {t("alreadyHaveAccount", { audience })}
      </button>
    </form>
  );
}

function CompleteRegistrationForm({ actions, audience, buttonLabel, vehiclePowerKw }: BodyProps) {
  const form = useFlowForm<ProfileValues>(profileSchema(vehiclePowerKw), {
    firstname: "",
    lastname: "",
    phone: "",
    birthday: "",
    emailSubscription: false,
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => actions.completeRegistration(values))}>
      <ProfileFields<ProfileValues> form={form} audience={audience} minAge={minimumAgeFor(vehiclePowerKw)} />
      <LegalNotice audience={audience} />
      <Submit label={buttonLabel} submitting={form.formState.isSubmitting} />
    </form>
  );
}
