import type { ModuleProps } from "@/cms/module-props";
import { fillUrlTemplate, preflightRequest, sendsDealId } from "@/features/step-forms/public";
import { isModuleVisible, type VisibilityRuleName } from "@/cms/visibility";
import type { StepFormFields } from "@/cms/types";
import { FeatureMessages } from "@/i18n/feature-messages";
import { loadInitialValues, loadPageValues } from "@/features/step-forms/public.server";
import { StepForm } from "@/features/step-forms/public.components";
import type { stepsContract } from "./steps.contract";
import { titleTag } from "../module-title";

/**
 * The `steps` module: fills the endpoint template from the page (customer, deal, lead), loads
 * the page values its validations read, and hands the form to the browser. A template that
 * needs a value this page does not have renders nothing (and says so in the log).
 */
export async function Steps({ entry, context }: ModuleProps<typeof stepsContract>) {
  const { deal, customer } = context;
  const values = {
    customer_id: customer?.customerId ?? null,
    subscription_id: deal?.id ?? null,
    lead_id: deal?.variant === "LEAD" ? deal.id : null,
  };
  let url: string;
  let fields: StepFormFields;
  try {
    url = fillUrlTemplate(entry.fields.submit.url, values);
    fields = forThisPage(entry.fields, (template) => fillUrlTemplate(template, values), context);
  } catch (error) {
    console.warn(`Step form ${entry.id} not shown: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  // The result views content may name render in the form's place once it is sent: their texts travel with it.
  return (
    <FeatureMessages namespaces={["stepForms", "mileage", "mileageUpgrade", "serviceRequests"]}>
      <StepForm
        form={fields}
        url={url}
        preflight={preflightRequest(fields, deal)}
        dealId={deal && sendsDealId(url, fields.submit.includeDealId) ? deal.id : null}
        pageValues={await loadPageValues(fields, context)}
        initialValues={await loadInitialValues(fields, context)}
        deal={deal}
        audience={customer?.audience ?? "b2c"}
        titleTag={titleTag(context, entry.id)}
      />
    </FeatureMessages>
  );
}

/**
 * The form as this page asks it: lookup and follow-up URLs filled in, steps whose rules fail for this deal
 * and customer marked skipped (deals.md §4 "reason step hidden for B2B, …"), and fields and choices whose
 * rules fail left out (no change fee on a first booking; no oil change for an electric car, which the BFF
 * refuses by the same rule).
 */
export function forThisPage(
  form: StepFormFields,
  fill: (template: string) => string,
  context: ModuleProps<typeof stepsContract>["context"],
): StepFormFields {
  const shown = (rules: readonly VisibilityRuleName[]) => isModuleVisible(rules, context.deal, context);
  return {
    ...form,
    steps: form.steps.map((step) => ({
      ...step,
      skipped: !shown(step.visibility),
      fields: step.fields
        .filter((field) => shown(field.visibility))
        .map((field) => ({
          ...field,
          options: field.options.filter((option) => shown(option.visibility ?? [])),
          lookup: field.lookup && { ...field.lookup, url: fill(field.lookup.url) },
          sendTo: field.sendTo && { ...field.sendTo, url: fill(field.sendTo.url) },
        })),
    })),
  };
}
