import type { ModuleProps } from "@/cms/module-props";
import { sendsDealId } from "@/features/step-forms/form-values";
import { loadPageValues } from "@/features/step-forms/page-values.server";
import { fillUrlTemplate } from "@/features/step-forms/rules/url-template";
import { StepForm } from "./steps.client";
import type { stepsContract } from "./steps.contract";

/**
 * The `steps` module: fills the endpoint template from the page (customer, deal, lead), loads
 * the page values its validations read, and hands the form to the browser. A template that
 * needs a value this page does not have renders nothing (and says so in the log).
 */
export async function Steps({ entry, context }: ModuleProps<typeof stepsContract>) {
  const { fields } = entry;
  const { deal, customer } = context;
  let url: string;
  try {
    url = fillUrlTemplate(fields.submit.url, {
      customer_id: customer?.customerId ?? null,
      subscription_id: deal?.id ?? null,
      lead_id: deal?.variant === "LEAD" ? deal.id : null,
    });
  } catch (error) {
    console.warn(`Step form ${entry.id} not shown: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  return (
    <StepForm
      form={fields}
      url={url}
      dealId={deal && sendsDealId(url, fields.submit.includeDealId) ? deal.id : null}
      pageValues={await loadPageValues(fields, context)}
      deal={deal}
      audience={customer?.audience ?? "b2c"}
    />
  );
}
