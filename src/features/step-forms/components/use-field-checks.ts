import type { StepFormFields } from "@/cms/types";
import { BUILT_IN_CHECKS, GROUP_CHECKS, ruleGroupsOf, type FieldChecks, type RuleGroup } from "../validators/field-checks";
import { onDemand } from "@/lib/on-demand";

const groupChecks = onDemand<RuleGroup, Partial<FieldChecks>>(GROUP_CHECKS);

/**
 * The checks of the validations a form's content names: the built-in ones, and the groups that
 * need a library or a table (dates, postcode, phone, IBAN), loaded when a form names one of their
 * rules. The form suspends until they have arrived, as it does for its own code: it renders on
 * the server with them, and turns interactive once the browser has them too.
 */
export function useFieldChecks(form: StepFormFields): FieldChecks {
  const groups = ruleGroupsOf(form.steps.flatMap((step) => step.fields.flatMap((field) => field.validations)));
  return Object.assign({ ...BUILT_IN_CHECKS }, ...groupChecks.readAll(groups));
}

/** Loads the checks of these groups ahead of a form that names them (component tests render it at once, as the server does). */
export async function preloadFieldChecks(groups: readonly RuleGroup[]): Promise<void> {
  await Promise.all(groups.map(groupChecks.load));
}
