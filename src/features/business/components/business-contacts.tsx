import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { getBusinessPortal, getCompanyContacts } from "../api/business.server";
import { businessPortalNotice, mayDo } from "../rules/business-roles";
import { BusinessContactsList } from "./business-contacts.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * The contacts page of the business portal (account.md §2: header "Kontakte", "Kontakt erstellen",
 * search, columns name, status, role, phone number). Admins and the fleet manager see the list;
 * only an admin creates contacts and changes roles (§6).
 */
export async function BusinessContacts({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  const t = await getTranslations({ locale, namespace: "businessPortal" });
  const heading = title ?? t("contacts");
  const portal = customer?.audience === "b2b" ? await getBusinessPortal(customer.customerId) : null;
  // The details page's rule: a private customer is told the portal is for business customers, not
  // in 'Sie' that it is unavailable for their company.
  const notice = businessPortalNotice(customer, portal?.membership.settings);
  const membership = notice === null ? (portal?.membership ?? null) : null;
  const contacts = customer && membership ? await getCompanyContacts(customer.customerId, membership.id) : null;
  return (
    <section className={moduleSection} aria-label={heading} data-feature="business-contacts">
      <h1 className={moduleTitle}>{heading}</h1>
      {!membership ? (
        <p>{t(notice ?? "notAvailable")}</p>
      ) : contacts === null ? (
        <p>{t("contactsNotPermitted")}</p>
      ) : (
        <FeatureMessages namespaces={["businessPortal"]}>
          <BusinessContactsList
            companyId={membership.id}
            initial={contacts}
            managesContacts={mayDo(membership.role, "managesContacts")}
            ownContactId={membership.contactId}
          />
        </FeatureMessages>
      )}
    </section>
  );
}
