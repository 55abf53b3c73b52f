"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/ui/link.client";
import { useId } from "react";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatMoney, priceFor } from "@/lib/money";
import { paths } from "@/lib/paths";
import { conditionsLink } from "@/ui/conditions-link";
import * as form from "@/ui/form.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { button } from "@/ui/recipes.css";
import { EXTRA_DRIVER_FEE_EUR } from "../rules/driver-rules";
import { DRIVER_RELATIONSHIP_TYPES } from "../types";
import { describedBy, DriverTextField, FieldError, LicenceFileField } from "./driver-form-fields.client";
import type { DriverAddFormView } from "./use-driver-add-form.client";
import * as styles from "./drivers.css";

/** The add-driver form's screen: relationship, names, dates, the fee note, licence scans, postcode, consents. */
export function DriverForm({ view, locale, audience, listHref }: { view: DriverAddFormView; locale: Locale; audience: Audience; listHref: string }) {
  const t = useTranslations();
  const id = useId();
  const { draft, sending } = view;
  const dateExtra = { inputMode: "numeric", placeholder: t("drivers.form.datePlaceholder"), maxLength: 10 };
  return (
    <form
      ref={view.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void view.submit();
      }}
    >
      <InteractiveWhenHydrated>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-relationship_type`}>
            {t("drivers.form.relationship")}
          </label>
          <select
            id={`${id}-relationship_type`}
            className={form.input}
            value={draft.relationship_type}
            onChange={(event) => {
              view.change("relationship_type", event.target.value);
              view.touch("relationship_type");
            }}
            onBlur={() => view.touch("relationship_type")}
            aria-invalid={view.shown("relationship_type") ? true : undefined}
            aria-describedby={describedBy(id, "relationship_type", view.shown("relationship_type"))}
            aria-required
          >
            <option value="">{t("drivers.form.choose")}</option>
            {DRIVER_RELATIONSHIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`drivers.relationships.${type}`)}
              </option>
            ))}
          </select>
          <FieldError id={id} field="relationship_type" message={view.shown("relationship_type")} />
        </div>
        <DriverTextField view={view} id={id} field="firstname" label={t("drivers.form.firstname")} extra={{ autoComplete: "off", maxLength: 100 }} />
        <DriverTextField view={view} id={id} field="lastname" label={t("drivers.form.lastname")} extra={{ autoComplete: "off", maxLength: 100 }} />
        <DriverTextField
          view={view}
          id={id}
          field="date_of_birth"
          label={t("drivers.form.dateOfBirth")}
          extra={dateExtra}
          hint={t("drivers.form.dateHint")}
        />
        <DriverTextField
          view={view}
          id={id}
          field="driver_license_issue_date"
          label={t("drivers.form.licenceIssueDate")}
          extra={dateExtra}
          hint={t("drivers.form.dateHint")}
        />
        {view.fee ? (
          <section className={styles.banner} role="note" aria-label={t("drivers.form.feeTitle")}>
            <strong>{t("drivers.form.feeTitle")}</strong>
            <p>{t("drivers.form.feeText", { audience, fee: formatMoney(priceFor(audience === "b2b", EXTRA_DRIVER_FEE_EUR)) })}</p>
          </section>
        ) : null}
        <p className={form.help}>{t("drivers.form.licenceRequirement")}</p>
        <LicenceFileField view={view} id={id} side="front" />
        <LicenceFileField view={view} id={id} side="back" />
        <DriverTextField
          view={view}
          id={id}
          field="postcode"
          label={t("drivers.form.postcode")}
          extra={{ inputMode: "numeric", autoComplete: "postal-code", maxLength: 5 }}
        />
        {(["agreed_to_terms", "confirmed_truthful_data"] as const).map((field) => (
          <div key={field} className={form.field}>
            <label className={form.checkbox}>
              <input
                type="checkbox"
                checked={draft[field]}
                onChange={(event) => {
                  view.change(field, event.target.checked);
                  view.touch(field);
                }}
                aria-invalid={view.shown(field) ? true : undefined}
                aria-describedby={describedBy(id, field, view.shown(field))}
                aria-required
              />
              <span>
                {field === "agreed_to_terms"
                  ? t.rich("drivers.form.agreeToTerms", { audience, conditions: conditionsLink(paths.terms(locale)) })
                  : t("drivers.form.confirmTruthful", { audience })}
              </span>
            </label>
            <FieldError id={id} field={field} message={view.shown(field)} />
          </div>
        ))}
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={sending} aria-busy={sending}>
            {sending ? t("drivers.form.sending") : t("drivers.form.submit")}
          </button>
          <Link href={listHref} className={button.tertiary}>
            {t("drivers.form.back")}
          </Link>
        </div>
      </InteractiveWhenHydrated>
    </form>
  );
}
