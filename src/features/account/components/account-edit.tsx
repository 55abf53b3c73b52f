import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { moduleTitle } from "@/ui/module.css";
import { getAccountData } from "../api/account-data.server";
import { canChangePassword } from "../rules/password-change";
import { AccountForm } from "./account-form.lazy.client";
import { ChangePasswordForm } from "./change-password-form.lazy.client";
import * as styles from "./account-sections.css";
import { FeatureMessages } from "@/i18n/feature-messages";

/** /myaccount/contactdetails: the edit-account form (account.md §2, §5), returning to my account. */
export async function EditAccount({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience, now } = context;
  if (!customer) return null;
  const [data, t] = await Promise.all([getAccountData(customer.customerId), getTranslations({ locale, namespace: "myAccount" })]);
  if (!data) return null;
  const { email: _email, is_deletion_requested: _requested, provider: _provider, ...stored } = data.profile;
  const heading = title ?? t("editContact", { audience });
  return (
    <section className={styles.section} aria-labelledby="edit-account-title">
      <h1 id="edit-account-title" className={moduleTitle}>
        {heading}
      </h1>
      <FeatureMessages namespaces={["myAccount"]}>
        <AccountForm kind="profile" locale={locale} audience={audience} stored={stored} today={now.format("YYYY-MM-DD")} />
      </FeatureMessages>
    </section>
  );
}

/** /myaccount/companydetails: the edit-company form; only with company data and a MINIB2B deal (account.md §2). */
export async function EditCompany({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience, now } = context;
  if (!customer) return null;
  const [data, t] = await Promise.all([getAccountData(customer.customerId), getTranslations({ locale, namespace: "myAccount" })]);
  const heading = title ?? t("editCompany");
  const company = data?.company;
  return (
    <section className={styles.section} aria-labelledby="edit-company-title">
      <h1 id="edit-company-title" className={moduleTitle}>
        {heading}
      </h1>
      {company ? (
        <FeatureMessages namespaces={["myAccount"]}>
          <AccountForm
            kind="company"
            locale={locale}
            audience={audience}
            companyId={company.id}
            stored={{
              name: company.name,
              phone: company.phone,
              street: company.street,
              housenumber: company.housenumber,
              zip: company.zip,
              city: company.city,
            }}
            today={now.format("YYYY-MM-DD")}
          />
        </FeatureMessages>
      ) : (
        // account.md §2 names the form for a MINIB2B deal only; opened without one, the page says why it has none.
        <p role="status">{t("noCompany", { audience })}</p>
      )}
    </section>
  );
}

/** /myaccount/changepassword (account.md §2, §5); Google and Apple users get the message instead (§6). */
export async function ChangePassword({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience } = context;
  if (!customer) return null;
  const [data, t] = await Promise.all([getAccountData(customer.customerId), getTranslations({ locale, namespace: "myAccount" })]);
  if (!data) return null;
  const heading = title ?? t("password.title");
  const provider = data.profile.provider === "google" ? "Google" : "Apple";
  return (
    <section className={styles.section} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={moduleTitle}>
        {heading}
      </h1>
      {canChangePassword(data.profile.provider) ? (
        <FeatureMessages namespaces={["myAccount"]}>
          <ChangePasswordForm locale={locale} audience={audience} />
        </FeatureMessages>
      ) : (
        <p role="status">{t("socialPassword", { audience, provider })}</p>
      )}
    </section>
  );
}
