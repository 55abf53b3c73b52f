import { getTranslations } from "next-intl/server";
import { formatPhoneNumber } from "@/lib/phone-number";
import type { PageContext } from "@/kernel/page-context";
import { Fact } from "@/ui/fact";
import * as styles from "@/ui/status-block.css";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { getBusinessDetails } from "../api/business.server";
import { vehicleContact } from "../rules/vehicle-contact";
import type { BusinessAddress } from "../types";

const formatAddress = (address: BusinessAddress) => `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`;

/**
 * The B2B aside's driver and company blocks (deals.md §2): who to contact about this vehicle (the
 * driver, or the fleet manager of a shared vehicle, §6) and the company with its invoice address.
 * Business customers only: for anyone else it renders nothing, whatever content says.
 */
export async function BusinessDetails({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || customer.audience !== "b2b" || !deal) return null;
  const [{ company, fleetManager }, t] = await Promise.all([
    getBusinessDetails(customer.customerId),
    getTranslations({ locale, namespace: "businessDetails" }),
  ]);
  const contact = vehicleContact(deal, fleetManager);
  if (!company && !contact) return null;
  const heading = title ?? t("title");

  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <div className={styles.block}>
        {contact ? (
          <div>
            <h3 className={styles.subtitle}>{t(contact.role === "driver" ? "driver" : "fleetManager")}</h3>
            <dl className={styles.facts}>
              <Fact term={t("name")} value={contact.person.name} />
              {contact.person.email ? <Fact term={t("email")} value={<a href={`mailto:${contact.person.email}`}>{contact.person.email}</a>} /> : null}
              {contact.person.phoneNumber ? (
                <Fact term={t("phone")} value={<a href={`tel:${contact.person.phoneNumber}`}>{formatPhoneNumber(contact.person.phoneNumber)}</a>} />
              ) : null}
            </dl>
            {contact.role === "fleet_manager" ? <p className={styles.note}>{t("sharedVehicle")}</p> : null}
          </div>
        ) : null}
        {company ? (
          <div>
            <h3 className={styles.subtitle}>{t("company")}</h3>
            <dl className={styles.facts}>
              <Fact term={t("companyName")} value={company.name} />
              <Fact term={t("address")} value={formatAddress(company.address)} />
              <Fact term={t("invoiceAddress")} value={company.invoiceAddress ? formatAddress(company.invoiceAddress) : t("sameAsAddress")} />
              {company.phone ? <Fact term={t("phone")} value={<a href={`tel:${company.phone}`}>{formatPhoneNumber(company.phone)}</a>} /> : null}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
