import "server-only";
import type { PageContext } from "@/kernel/page-context";
import type { StepFormFields } from "@/cms/types";
import { getCarLatestMileage } from "@/features/mileage/api/latest-mileage.server";
import type { FormContextValue } from "./validators/field-validations";

type PageValues = Partial<Record<FormContextValue, number>>;

/**
 * Where each page value a validation may read (`from` in content) comes from. The list of names
 * lives beside the validations; a new name does not typecheck until it has a loader here.
 */
const LOADERS: Record<FormContextValue, (context: PageContext) => Promise<number | null>> = {
  /** deals.md §5: the mileage limit is the latest mileage's maximum_mileage (default in the rule). */
  maximum_mileage: async ({ customer, deal }) => {
    if (!customer || !deal?.car_id) return null;
    return (await getCarLatestMileage(customer.customerId, deal.car_id))?.maximum_mileage ?? null;
  },
};

/** The page values the form's validations read; a value the page cannot supply is left out (content's default applies). */
export async function loadPageValues(form: StepFormFields, context: PageContext): Promise<PageValues> {
  const names = new Set(
    form.steps.flatMap((step) =>
      step.fields.flatMap((field) => field.validations.flatMap((validation) => (validation.from ? [validation.from] : []))),
    ),
  );
  const entries = await Promise.all([...names].map(async (name) => [name, await LOADERS[name](context)] as const));
  return Object.fromEntries(entries.filter(([, value]) => value !== null));
}
