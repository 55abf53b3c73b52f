import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/cms/page-context";
import { formatDate } from "@/lib/date";
import { moduleSection, moduleTitle } from "@/modules/module.css";
import { Stepper } from "@/ui/stepper";
import { Fact } from "./fact";
import { PreReturnAppraisal } from "./pre-return-appraisal";
import { getDealReturnStatus } from "../api/deals.server";
import type { ReturnStatusStep } from "../status-types";
import { stepStates } from "./status-steps";
import * as styles from "./status-block.css";

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

  const states = stepStates(status.steps.map((step) => step.reached_at !== null));
  const { details } = status;
  const heading = title ?? t("title");
  const stepLabel = (step: ReturnStatusStep) =>
    step.key === "return_in_progress" && step.variant ? t(`steps.return_in_progress_${step.variant}`) : t(`steps.${step.key}`);

  return (
    <section className={moduleSection} aria-label={heading}>
      <h2 className={moduleTitle}>{heading}</h2>
      <div className={styles.block}>
        <Stepper
          label={heading}
          stateLabels={{ done: tStepper("done"), current: tStepper("current"), upcoming: tStepper("upcoming") }}
          steps={status.steps.map((step, index) => ({
            key: step.key,
            label: stepLabel(step),
            state: states[index] ?? "upcoming",
            detail: step.reached_at ? formatDate(step.reached_at) : undefined,
          }))}
        />
        <div>
          <h3 className={styles.subtitle}>{t("details")}</h3>
          <dl className={styles.facts}>
            {details.type ? <Fact term={t("type")} value={t(`types.${details.type}`)} /> : null}
            {details.return_date ? <Fact term={t("date")} value={formatDate(details.return_date)} /> : null}
            {details.address ? (
              <Fact term={t("address")} value={`${details.address.street} ${details.address.house_number}, ${details.address.zip} ${details.address.city}`} />
            ) : null}
            {details.contact_name ? <Fact term={t("contact")} value={details.contact_name} /> : null}
            {details.address?.phone_number ? <Fact term={t("phone")} value={details.address.phone_number} /> : null}
          </dl>
        </div>
      </div>
      <PreReturnAppraisal context={context} />
    </section>
  );
}
