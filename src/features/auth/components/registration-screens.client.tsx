"use client";

import { useLocale, useTranslations } from "next-intl";
import { type Path } from "react-hook-form";
import type { Audience } from "@/lib/audience";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { minimumAgeFor, passwordStrength } from "../rules/registration-rules";
import { driverSurcharge } from "../rules/driver-surcharge";
import { SENIOR_DRIVER_AGE, YOUNG_DRIVER_AGE } from "@/features/drivers/rules/driver-rules";
import { now } from "@/lib/clock";
import { storedReferralCode } from "@/lib/referral-code-cookie";
import { profileSchema, registrationSchema, type ProfileValues, type RegistrationValues } from "../schemas/sign-in-flow-schemas";
import * as styles from "./sign-in-form.css";
import { conditionsLink } from "@/ui/conditions-link";
import { type BodyProps, useFlowForm, Field, Submit } from "./sign-in-flow-form.client";

/* The registration screens of the flow (account.md §4, §5): the new account and its completion. */
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
        placeholder={t("birthdayPlaceholder")}
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

export function RegistrationForm({ state, actions, audience, buttonLabel, dispatch, vehiclePowerKw }: BodyProps) {
  const t = useTranslations("signInFlow");
  const locale = useLocale() as Locale;
  const form = useFlowForm<RegistrationValues>(registrationSchema(vehiclePowerKw, locale), {
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

export function CompleteRegistrationForm({ actions, audience, buttonLabel, vehiclePowerKw }: BodyProps) {
  const locale = useLocale() as Locale;
  const form = useFlowForm<ProfileValues>(profileSchema(vehiclePowerKw, locale), {
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
