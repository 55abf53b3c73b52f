import { companyAddressLine } from "../rules/account-forms";
import { formatPhoneNumber } from "@/lib/phone-number";
import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { moduleTitle } from "@/ui/module.css";
import { button } from "@/ui/recipes.css";
import { getAccountData, getPaymentMethods } from "../api/account-data.server";
import { canChangePassword } from "../rules/password-change";
import { paymentTypesFor } from "../rules/payment-methods";
import * as styles from "./account-sections.css";
import { PaymentMethods } from "./payment-methods.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";

function Facts({ rows, notSet }: { rows: [string, string][]; notSet: string }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value || notSet}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The first sections of /myaccount (account.md §2 "Account data page"): company (only with a
 * MINIB2B deal and company data) and payment methods. Email and contact (`AccountContact`), then
 * account management (the deletion modules) follow as content places them: §2 lists account
 * management before email and contact, but deleting the account is the last thing a customer
 * looks for, not one to pass on the way to their contact data.
 */
export async function AccountData({ context }: { context: PageContext }) {
  const { customer, locale, audience } = context;
  if (!customer) return null;
  const [data, methods, t] = await Promise.all([
    getAccountData(customer.customerId),
    getPaymentMethods(customer.customerId),
    getTranslations({ locale, namespace: "myAccount" }),
  ]);
  if (!data) return null;
  const company = data.company;
  return (
    <>
      {company ? (
        <section className={styles.section} aria-labelledby="myaccount-company">
          <h2 id="myaccount-company" className={moduleTitle}>
            {t("sections.company")}
          </h2>
          <Facts
            notSet={t("notSet")}
            rows={[
              [t("fields.name"), company.name],
              [t("fields.address"), companyAddressLine(company)],
              [t("fields.phone"), company.phone && formatPhoneNumber(company.phone)],
            ]}
          />
          <div>
            <Link className={button.secondary} href={`/${locale}/myaccount/companydetails`}>
              {t("editCompany")}
            </Link>
          </div>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="myaccount-payment">
        <h2 id="myaccount-payment" className={moduleTitle}>
          {t("sections.payment")}
        </h2>
        <FeatureMessages namespaces={["myAccount"]}>
          <PaymentMethods methods={methods} locale={locale} audience={audience} types={paymentTypesFor(locale)} />
        </FeatureMessages>
      </section>
    </>
  );
}

/** The email (with the password) and contact sections of /myaccount (account.md §2). */
export async function AccountContact({ context }: { context: PageContext }) {
  const { customer, locale, audience } = context;
  if (!customer) return null;
  const [data, t] = await Promise.all([getAccountData(customer.customerId), getTranslations({ locale, namespace: "myAccount" })]);
  if (!data) return null;
  const { profile } = data;
  const provider = profile.provider === "google" ? "Google" : "Apple";
  return (
    <>
      <section className={styles.section} aria-labelledby="myaccount-email">
        <h2 id="myaccount-email" className={moduleTitle}>
          {t("sections.email")}
        </h2>
        <Facts notSet={t("notSet")} rows={[[t("fields.email"), profile.email]]} />
        {canChangePassword(profile.provider) ? (
          <div>
            <Link className={button.secondary} href={`/${locale}/myaccount/changepassword`}>
              {t("changePassword")}
            </Link>
          </div>
        ) : (
          // account.md §2, §6: social-login users cannot edit the password; a message instead.
          <p className={styles.note}>{t("socialPassword", { audience, provider })}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="myaccount-contact">
        <h2 id="myaccount-contact" className={moduleTitle}>
          {t("sections.contact")}
        </h2>
        <Facts
          notSet={t("notSet")}
          rows={[
            [t("fields.firstname"), profile.firstname],
            [t("fields.lastname"), profile.lastname],
            [t("fields.birthday"), profile.birthday],
            [t("fields.phone"), profile.phone && formatPhoneNumber(profile.phone)],
            // Optional (account.md §3 Profile): listed where given, not as "nicht angegeben".
            ...(profile.mobilephone ? [[t("fields.mobilephone"), formatPhoneNumber(profile.mobilephone)] as [string, string]] : []),
            [
              t("fields.address"),
              profile.invoice_street ? `${profile.invoice_street} ${profile.invoice_house_number}, ${profile.zip} ${profile.city}` : "",
            ],
          ]}
        />
        <div>
          <Link className={button.secondary} href={`/${locale}/myaccount/contactdetails`}>
            {t("editContact", { audience })}
          </Link>
        </div>
      </section>
    </>
  );
}
