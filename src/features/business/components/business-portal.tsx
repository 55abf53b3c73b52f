import { Link } from "@/ui/link.client";
import { formatPhoneNumber } from "@/lib/phone-number";
import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { formatMoney, netOfVat } from "@/lib/money";
import { paths } from "@/lib/paths";
import { Fact } from "@/ui/fact";
import { button } from "@/ui/recipes.css";
import * as block from "@/ui/status-block.css";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { getBusinessPortal, getCompanyContacts } from "../api/business.server";
import { businessFlowEnabled, businessPortalNotice, mayDo, sharedReturnOffered } from "../rules/business-roles";
import { SharedReturn } from "./shared-return.lazy.client";
import { VehicleDriverControl } from "./vehicle-driver-control.lazy.client";
import * as styles from "./business-portal.css";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * The business portal's details page (account.md §2 Business portal, deals.md §6): the
 * company and the viewer's role, then the company cars their role shows (every car for an admin and
 * the fleet manager, the assigned ones for a driver) with their deals, net of VAT, the contact of
 * each car, the flows the company's settings switch on, and the driver assignment for the roles
 * that assign drivers, and the shared return of several cars for the roles that book it. The BFF
 * enforces the same roles; this only shows what they allow.
 */
export async function BusinessPortal({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  const t = await getTranslations({ locale, namespace: "businessPortal" });
  const heading = title ?? t("title");
  const portal = customer?.audience === "b2b" ? await getBusinessPortal(customer.customerId) : null;
  const notice = businessPortalNotice(customer, portal?.membership.settings);
  if (!customer || !portal || notice !== null) return <Notice heading={heading} text={t(notice ?? "notAvailable")} />;
  const { membership, vehicles } = portal;
  // A prolonged car is kept, not returned (deals.md §4): the shared return offers the cars still due back.
  const returnable = vehicles.filter((vehicle) => vehicle.prolongation?.kind !== "prolonged");
  const tList = await getTranslations({ locale, namespace: "subscriptionList" });
  const assigns = mayDo(membership.role, "assignsDrivers");
  const drivers = assigns ? ((await getCompanyContacts(customer.customerId, membership.id)) ?? []).filter((c) => c.role === "driver") : [];
  const { address } = membership;

  // One provider for the page's client parts (each car's driver control, the shared return).
  return (
    <FeatureMessages namespaces={["businessPortal"]}>
      <section className={moduleSection} aria-label={heading} data-feature="business-portal" data-role={membership.role}>
        <h1 className={moduleTitle}>{heading}</h1>
        <div className={block.block}>
          <div>
            <h2 className={block.subtitle}>{t("company")}</h2>
            <dl className={block.facts}>
              <Fact term={t("company")} value={membership.name} />
              <Fact term={t("yourRole")} value={t(`roles.${membership.role}`)} />
              <Fact term={t("email")} value={customer.email} />
            </dl>
            <p className={styles.note}>{`${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`}</p>
          </div>
        </div>
        {mayDo(membership.role, "seesContacts") ? (
          <p>
            <Link href={paths.businessContacts(locale)}>{t("contactsLink")}</Link>
          </p>
        ) : null}

        <h2 className={moduleTitle}>{t("vehicles")}</h2>
        {vehicles.length === 0 ? (
          <p>{t("noVehicles")}</p>
        ) : (
          <ul className={styles.list} aria-label={t("vehicles")}>
            {vehicles.map((vehicle) => {
              const carName = vehicle.car ? `${vehicle.car.oem} ${vehicle.car.model}` : vehicle.dealId;
              return (
                <li key={vehicle.dealId} className={styles.vehicle} data-deal-id={vehicle.dealId}>
                  <p className={styles.carName}>{carName}</p>
                  {vehicle.prolongation ? (
                    <p className={styles.note}>
                      {tList(vehicle.prolongation.kind === "prolonged" ? "prolongedFrom" : "prolongationFrom", {
                        date: formatDate(vehicle.prolongation.startsOn),
                      })}
                    </p>
                  ) : null}
                  <dl className={block.facts}>
                    {vehicle.car?.licensePlate ? <Fact term={t("licensePlate")} value={vehicle.car.licensePlate} /> : null}
                    {vehicle.endDate ? <Fact term={t("endDate")} value={formatDate(vehicle.endDate)} /> : null}
                    <Fact term={t("monthlyRate")} value={t("monthlyRateNet", { amount: formatMoney(netOfVat(vehicle.amount)) })} />
                    {vehicle.contact ? (
                      <Fact
                        term={vehicle.contact.role === "driver" ? t("driver") : t("contact")}
                        value={[vehicle.contact.name, vehicle.contact.phoneNumber && formatPhoneNumber(vehicle.contact.phoneNumber)]
                          .filter(Boolean)
                          .join(" · ")}
                      />
                    ) : null}
                  </dl>
                  {vehicle.contact?.role === "fleet_manager" ? <p className={styles.note}>{t("sharedVehicle")}</p> : null}
                  <div className={styles.actions}>
                    <Link className={button.secondary} href={paths.deal(locale, vehicle.dealId)}>
                      {t("toDeal")}
                    </Link>
                    {businessFlowEnabled(membership.settings, "reportDamage") ? (
                      <Link className={button.secondary} href={`/${locale}/b2b/${encodeURIComponent(vehicle.dealId)}/report-damage-page`}>
                        {t("reportDamage")}
                      </Link>
                    ) : null}
                    {businessFlowEnabled(membership.settings, "scheduleService") ? (
                      <Link className={button.secondary} href={`/${locale}/b2b/${encodeURIComponent(vehicle.dealId)}/schedule-service-page`}>
                        {t("scheduleService")}
                      </Link>
                    ) : null}
                  </div>
                  {assigns ? (
                    <VehicleDriverControl
                      companyId={membership.id}
                      dealId={vehicle.dealId}
                      carName={carName}
                      driverContactId={vehicle.driverContactId}
                      drivers={drivers.map((d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}` }))}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {returnable.length > 1 && mayDo(membership.role, "booksSharedReturn") && sharedReturnOffered(membership.settings) ? (
          <SharedReturn
            companyId={membership.id}
            cars={returnable.map((vehicle) => ({
              dealId: vehicle.dealId,
              name: vehicle.car ? `${vehicle.car.oem} ${vehicle.car.model}` : vehicle.dealId,
              licensePlate: vehicle.car?.licensePlate ?? null,
              endDate: vehicle.endDate,
            }))}
          />
        ) : null}
        <p className={styles.note}>{t("vatNote")}</p>
      </section>
    </FeatureMessages>
  );
}

function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={moduleSection} aria-label={heading} data-feature="business-portal">
      <h1 className={moduleTitle}>{heading}</h1>
      <p>{text}</p>
    </section>
  );
}
