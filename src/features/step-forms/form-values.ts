import type { FormField, FormStep } from "@/cms/types";
import { isConditionMet } from "./rules/field-condition";
import type { FieldValue } from "./validators/validators";

export type FormValues = Record<string, FieldValue>;

/** The steps whose condition holds for the values so far; the caption counts only these. */
export function visibleSteps(steps: readonly FormStep[], values: FormValues): FormStep[] {
  return steps.filter((step) => isConditionMet(step.condition, values));
}

export function visibleFields(step: FormStep, values: FormValues): FormField[] {
  return step.fields.filter((field) => isConditionMet(field.condition, values));
}

/**
 * The body a step form sends: every visible field under its payload key, numbers as numbers,
 * plus `dealId` for mileage reports or when the entry asks (account.md §7 "Step-form CTA endpoints").
 */
export function mapFormValues(steps: readonly FormStep[], values: FormValues, dealId: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const step of visibleSteps(steps, values)) {
    for (const field of visibleFields(step, values)) {
      const value = values[field.name];
      if (value === undefined || value === "") continue;
      body[field.mapTo ?? field.name] = field.kind === "number" && typeof value === "string" ? Number(value) : value;
    }
  }
  if (dealId) body.dealId = dealId;
  return body;
}

/** account.md §7: mileage-report URLs always carry the deal id. */
export function sendsDealId(url: string, includeDealId: boolean): boolean {
  return includeDealId || /\/mileage-report$/.test(url);
}
