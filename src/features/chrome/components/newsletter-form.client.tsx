"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_NAME_MAX } from "../schemas/newsletter-limits";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import type { NewsletterErrors, NewsletterField, NewsletterValues } from "./newsletter-errors";

type Check = (values: NewsletterValues) => NewsletterErrors;

const NO_ERRORS: NewsletterErrors = {};

/**
 * The check with yup's schema, loaded when the form is first focused or sent (the footer
 * is on every page, and yup was part of every page's start-up script); the bundler loads it once.
 */
const loadCheck = (): Promise<Check> => import("./newsletter-errors").then((loaded) => loaded.newsletterErrors);

/**
 * The footer's newsletter sign-up (account.md §3 Newsletter form, §5, §8): first name, last name,
 * email and the GDPR consent, all required (errors once a field was touched or the form sent);
 * success "Deine Daten wurden erfolgreich übermittelt." (and that a confirmation mail is on its way,
 * double opt-in), failure "Ups, etwas ist schiefgelaufen.".
 */
export function NewsletterForm({ consentLabel, audience }: { consentLabel: string; audience: Audience }) {
  const t = useTranslations("chrome.newsletter");
  const tValidation = useTranslations("validation");
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<NewsletterValues>({ firstname: "", lastname: "", email: "", gdpr: false });
  const [touched, setTouched] = useState<Partial<Record<NewsletterField, boolean>>>({});
  const [check, setCheck] = useState<{ run: Check } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<"idle" | "sending" | "success" | "failure">("idle");
  const refs = useRef<Partial<Record<NewsletterField, HTMLInputElement | null>>>({});
  // Checked once a field was touched or the form sent: the first render checks nothing.
  const errors = check && (submitted || Object.keys(touched).length > 0) ? check.run(values) : NO_ERRORS;
  const shown = (field: NewsletterField) => (touched[field] || submitted ? errors[field] : undefined);
  const loaded = async (): Promise<Check> => {
    const run = await loadCheck();
    setCheck((current) => current ?? { run });
    return run;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    let current: NewsletterErrors;
    try {
      current = (await loaded())(values);
    } catch {
      setState("failure");
      return;
    }
    const first = (["firstname", "lastname", "email", "gdpr"] as const).find((field) => current[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setState("sending");
    try {
      const { status } = await callEndpoint("postNewsletterSignUp", { body: { ...values, locale } });
      setState(status >= 200 && status < 300 ? "success" : "failure");
    } catch {
      setState("failure");
    }
  };

  if (state === "success") {
    return (
      <div role="status" className={form.help} data-newsletter="success">
        <p>{audience === "b2b" ? t("successB2b") : t("success")}</p>
        <p>{audience === "b2b" ? t("checkMailB2b") : t("checkMail")}</p>
      </div>
    );
  }

  const text = (field: "firstname" | "lastname" | "email", type: string, autoComplete: string) => {
    const error = shown(field);
    return (
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-${field}`}>
          {t(field)}
        </label>
        <input
          ref={(element) => {
            refs.current[field] = element;
          }}
          id={`${id}-${field}`}
          className={form.input}
          type={type}
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          onBlur={() => setTouched({ ...touched, [field]: true })}
        />
        {error ? (
          <p id={`${id}-${field}-error`} className={form.error}>
            {error === "email"
              ? t("invalidEmail", { audience })
              : error === "max"
                ? tValidation("maxLength", { max: field === "email" ? NEWSLETTER_EMAIL_MAX : NEWSLETTER_NAME_MAX })
                : tValidation(error)}
          </p>
        ) : null}
      </div>
    );
  };
  const consentError = shown("gdpr");
  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loaded().catch(() => undefined)} aria-busy={state === "sending"}>
      <InteractiveWhenHydrated>
        {text("firstname", "text", "given-name")}
        {text("lastname", "text", "family-name")}
        {text("email", "email", "email")}
        <div className={form.field}>
          <label className={form.checkbox}>
            <input
              ref={(element) => {
                refs.current.gdpr = element;
              }}
              type="checkbox"
              name="gdpr"
              checked={values.gdpr}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-gdpr-error` : undefined}
              onChange={(event) => {
                setValues({ ...values, gdpr: event.target.checked });
                setTouched({ ...touched, gdpr: true });
              }}
            />
            <span>{consentLabel}</span>
          </label>
          {consentError ? (
            <p id={`${id}-gdpr-error`} className={form.error}>
              {tValidation("required")}
            </p>
          ) : null}
        </div>
        {state === "failure" ? (
          <p role="alert" className={form.error}>
            {t("failure")}
          </p>
        ) : null}
        <button type="submit" className={button.primary} disabled={state === "sending"}>
          {t("submit")}
        </button>
      </InteractiveWhenHydrated>
    </form>
  );
}
