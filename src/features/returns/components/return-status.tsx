import { getTranslations } from "next-intl/server";
import { formatPhoneNumber } from "@/lib/phone-number";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { Fact } from "@/ui/fact";
import { StatusBlock } from "@/ui/status-block";
import { PreReturnAppraisal } from "./pre-return-appraisal";
import { addressLine } from "@/features/addresses/rules/postal-address";
import { bookedReturnSlot, selfReturnDepot } from "../rules/return-details";
import { getDealReturnStatus } from "../../deals/api/deals.server";
import type { ReturnStatusStep } from "../../deals/status-types";

/** Return info and return status (deals.md section 2): the return steps and the return details. */
export async function ReturnStatus({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const [status, t, tStepper] = await Promise.all([
    getDealReturnStatus(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "returnStatus" }),
    getTranslations({ locale, namespace: "stepper" }),
  ]);
  if (!status || status.status === null) return null;

  const { details } = status;
  // deals.md §2: the booked time, and where a self return goes (§2 "fixed compound address").
  const slot = details.type ? bookedReturnSlot(details.preferred_return_date) : null;
  const depot = selfReturnDepot(details.type, deal.handover_zip);
  const heading = title ?? t("title");
  const stepLabel = (step: ReturnStatusStep) =>
    step.key === "return_in_progress" && step.variant ? t(`steps.return_in_progress_${step.variant}`) : t(`steps.${step.key}`);

  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <StatusBlock
        label={heading}
        stateLabels={{ done: tStepper("done"), current: tStepper("current"), upcoming: tStepper("upcoming") }}
        steps={status.steps.map((step) => ({
          key: step.key,
          label: stepLabel(step),
          reached: step.reached_at !== null,
          detail: step.reached_at ? formatDate(step.reached_at) : undefined,
        }))}
        detailsTitle={t("details")}
        details={
          <>
            {details.type ? <Fact term={t("type")} value={t(`types.${details.type}`)} /> : null}
            {details.return_date ? <Fact term={t("date")} value={formatDate(details.return_date)} /> : null}
            {slot ? <Fact term={details.type === "PICKUP" ? t("pickupSlot") : t("slot")} value={slot} /> : null}
            {depot ? <Fact term={t("depot")} value={addressLine(depot)} /> : null}
            {details.address ? <Fact term={t("address")} value={addressLine(details.address)} /> : null}
            {details.contact_name ? <Fact term={t("contact")} value={details.contact_name} /> : null}
            {details.address?.phone_number ? <Fact term={t("phone")} value={formatPhoneNumber(details.address.phone_number)} /> : null}
          </>
        }
      />
      <PreReturnAppraisal context={context} />
    </section>
  );
}
