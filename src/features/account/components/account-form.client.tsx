"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { usePageToasts } from "@/ui/page-toasts.client";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import * as formStyles from "@/ui/form.css";
import {
  changedValues,
  COMPANY_FIELDS,
  COMPANY_LOCKED_ONCE_STORED,
  companyIssues,
  companyUpdateBody,
  isEditable,
  isOptionalProfileField,
  PROFILE_FIELDS,
  PROFILE_LOCKED_ONCE_STORED,
  profileIssues,
  TEXT_MAX_LENGTH,
  type AccountFormIssue,
  type AccountFormIssueCode,
} from "../rules/account-forms";
import { AccountFormActions } from "./account-form-actions.client";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { DateInput } from "@/ui/date-input";

type Kind = "profile" | "company";

interface AccountFormProps {
  kind: Kind;
  locale: Locale;
  audience: Audience;
  /** The stored values (the company's id beside them for its PATCH). */
  stored: Record<string, string>;
  companyId?: string;
  /** "YYYY-MM-DD" in Europe/Berlin, for the birth date. */
  today: string;
}

const MESSAGE_OF: Record<AccountFormIssueCode, string> = {
  required: "validation.required",
  postcode_invalid: "myAccount.errors.postcodeInvalid",
  phone_invalid: "myAccount.errors.phoneInvalid",
  date_invalid: "validation.date",
  min_age: "validation.minAge",
  max: "validation.maxLength",
  invalid: "problems.invalid",
  field_locked: "myAccount.errors.fieldLocked",
};

const FIELD_INPUT: Record<string, { type: string; autoComplete: string; inputMode?: "numeric" | "tel" }> = {
  firstname: { type: "text", autoComplete: "given-name" },
  lastname: { type: "text", autoComplete: "family-name" },
  birthday: { type: "text", autoComplete: "bday", inputMode: "numeric" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  // The phone is the customer's "tel"; a second number has no autocomplete token of its own.
  mobilephone: { type: "tel", autoComplete: "off", inputMode: "tel" },
  invoice_street: { type: "text", autoComplete: "address-line1" },
  invoice_house_number: { type: "text", autoComplete: "off" },
  street: { type: "text", autoComplete: "address-line1" },
  housenumber: { type: "text", autoComplete: "off" },
  zip: { type: "text", autoComplete: "postal-code", inputMode: "numeric" },
  city: { type: "text", autoComplete: "address-level2" },
  name: { type: "text", autoComplete: "organization" },
};

/**
 * The edit-account and edit-company forms (account.md §5 "Account forms"): all fields required
 * but the mobile phone (labelled optional),
 * names, birth date and company name editable only while stored empty (and only those sent then),
 * zip 5 characters, the account phone rule; errors after a field is touched or on submit. Saved,
 * the form returns to my account; a non-200 shows the configured server error (§8).
 */
export function AccountForm({ kind, locale, audience, stored, companyId, today }: AccountFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const showToast = usePageToasts();
  const ids = useId();
  const fields = kind === "profile" ? PROFILE_FIELDS : COMPANY_FIELDS;
  const locked: readonly string[] = kind === "profile" ? PROFILE_LOCKED_ONCE_STORED : COMPANY_LOCKED_ONCE_STORED;
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f, stored[f] ?? ""])));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<AccountFormIssue[]>([]);
  const [serverError, setServerError] = useState(false);
  const [sending, setSending] = useState(false);

  const issues: AccountFormIssue[] = kind === "profile" ? profileIssues(values, today, locale) : companyIssues(values, locale);
  const issueOf = (field: string) =>
    (submitted || touched.has(field) ? issues.find((i) => i.path === field) : undefined) ?? serverIssues.find((i) => i.path === field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(false);
    setServerIssues([]);
    if (issues.length > 0) {
      document.getElementById(`${ids}-${issues[0]!.path}`)?.focus();
      return;
    }
    setSending(true);
    // The locale: the BFF checks the phone as this page does (account.md §5, en-US area codes).
    const answer =
      kind === "profile"
        ? await callEndpoint("patchProfile", { body: { ...changedValues<string>(fields, locked, stored, values), locale } })
        : await callEndpoint("patchCheckoutCompany", { params: { id: companyId ?? "" }, body: { ...companyUpdateBody(stored, values), locale } });
    setSending(false);
    if (answer.status === 200) {
      // Saving said nothing. The page's toasts outlive the way back to my account.
      showToast?.("success", t("myAccount.saved", { audience }));
      router.push(`/${locale}/myaccount`);
      router.refresh();
      return;
    }
    const returned = (answer.data as { issues?: AccountFormIssue[] } | null)?.issues;
    if (answer.status === 422 && Array.isArray(returned)) setServerIssues(returned.filter((i) => fields.includes(i.path as never)));
    setServerError(true);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={serverError ? `${ids}-server` : undefined}>
      <InteractiveWhenHydrated>
        {fields.map((field) => {
          const id = `${ids}-${field}`;
          const editable = isEditable<string>(field, locked, stored);
          const issue = issueOf(field);
          const input = FIELD_INPUT[field] ?? { type: "text", autoComplete: "off" };
          const hintId = `${id}-hint`;
          const control = {
            id,
            name: field,
            className: formStyles.input,
            autoComplete: input.autoComplete,
            inputMode: input.inputMode,
            value: values[field] ?? "",
            readOnly: !editable,
            required: !isOptionalProfileField(field),
            maxLength: field === "zip" ? 5 : field === "phone" || field === "mobilephone" ? 30 : field === "birthday" ? 10 : TEXT_MAX_LENGTH,
            "aria-invalid": issue ? true : undefined,
            "aria-describedby":
              [issue ? `${id}-error` : null, !editable || locked.includes(field) ? hintId : null].filter(Boolean).join(" ") || undefined,
            onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value }),
            onBlur: () => setTouched(new Set(touched).add(field)),
          };
          return (
            <div key={field} className={formStyles.field}>
              <label className={formStyles.label} htmlFor={id}>
                {t(`myAccount.fields.${field}`)}
                {isOptionalProfileField(field) ? ` ${t("myAccount.optional")}` : null}
              </label>
              {/* The birth date through the portal's one date input, the others as typed. */}
              {field === "birthday" ? <DateInput {...control} /> : <input type={input.type} {...control} />}
              {locked.includes(field) ? (
                <p id={hintId} className={formStyles.help}>
                  {t(editable ? "myAccount.lockedHint" : "myAccount.lockedStoredHint", { audience })}
                </p>
              ) : null}
              {issue ? (
                <p id={`${id}-error`} className={formStyles.error}>
                  {t(MESSAGE_OF[issue.code], { audience, max: TEXT_MAX_LENGTH, ...issue.values })}
                </p>
              ) : null}
            </div>
          );
        })}
        {serverError ? (
          <p id={`${ids}-server`} role="alert" className={formStyles.error}>
            {t("myAccount.serverError", { audience })}
          </p>
        ) : null}
        <AccountFormActions locale={locale} sending={sending} submitLabel={t("myAccount.save")} />
      </InteractiveWhenHydrated>
    </form>
  );
}
