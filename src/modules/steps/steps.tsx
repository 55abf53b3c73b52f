import type { ModuleProps } from "@/cms/module-props";
import type { StepFormFields } from "@/cms/types";
import type { PageContext } from "@/cms/page-context";
import { getCarLatestMileage } from "@/features/mileage/api/latest-mileage.server";
import { sendsDealId } from "@/features/step-forms/form-values";
import { fillUrlTemplate } from "@/features/step-forms/rules/url-template";
import type { FormContextValue } from "@/features/step-forms/validators/field-validations";
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
      pageValues={await pageValues(fields, context)}
      deal={deal}
      audience={customer?.audience ?? "b2c"}
    />
  );
}

/** deals.md §5: the mileage limit is the latest mileage's maximum_mileage (default in the rule). */
async function pageValues(form: StepFormFields, { customer, deal }: PageContext): Promise<Partial<Record<FormContextValue, number>>> {
  const reads = form.steps.flatMap((step) => step.fields.flatMap((field) => field.validations.map((validation) => validation.from)));
  if (!reads.includes("maximum_mileage") || !customer || !deal?.car_id) return {};
  const latest = await getCarLatestMileage(customer.customerId, deal.car_id);
  return latest ? { maximum_mileage: latest.maximum_mileage } : {};
}
