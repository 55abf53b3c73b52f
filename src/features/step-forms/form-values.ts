import type { FormField, FormStep } from "@/cms/types";
import { parseWholeNumber } from "@/lib/numbers";
import { parseGermanDay } from "@/lib/german-day";
import { DISPLAY_FIELD_KINDS } from "./field-kinds";
import { isConditionMet } from "./rules/field-condition";
import { required, type FieldValue } from "./validators/validators";

export type FormValues = Record<string, FieldValue>;

/** The steps whose condition holds for the values so far, the skipped ones included (they still send). */
export function visibleSteps(steps: readonly FormStep[], values: FormValues): FormStep[] {
  return steps.filter((step) => isConditionMet(step.condition, values));
}

/** The steps the customer goes through: visible and not skipped by a rule; the caption counts only these. */
export function askedSteps(steps: readonly FormStep[], values: FormValues): FormStep[] {
  return visibleSteps(steps, values).filter((step) => !step.skipped);
}

/**
 * The caption's numbers, "{n} von {total}" (account.md §4): the step's place, and the count of
 * the steps the flow can still have. A step whose condition waits on a field not answered yet is
 * counted (a return's pickup steps before the type is chosen), so the count only ever shrinks, and
 * only when the customer's own answer drops steps ("2 von 6", then "2 von 4" for a self return).
 * It had risen ("1 von 4", then "3 von 6"), and then named the step alone ("Schritt 1").
 */
export function stepCaption(steps: readonly FormStep[], values: FormValues, index: number): { n: number; total: number } {
  const possible = steps.filter(
    (step) => !step.skipped && (step.condition === null || !isAnswered(values[step.condition.field]) || isConditionMet(step.condition, values)),
  );
  return { n: index + 1, total: possible.length };
}

function isAnswered(value: FieldValue | undefined): boolean {
  return value !== undefined && value !== null && value !== "";
}

export function visibleFields(step: FormStep, values: FormValues): FormField[] {
  return step.fields.filter((field) => isConditionMet(field.condition, values));
}

/** A field shown but locked by its `disabledWhen` (deals.md §5): not checked; it sends what it shows. */
export function isFieldDisabled(field: FormField, values: FormValues): boolean {
  return field.disabledWhen !== null && isConditionMet(field.disabledWhen, values);
}

/**
 * The body a step form sends: every visible field under its payload key, numbers as numbers, the
 * entry's fixed values (a damage report's country), plus `dealId` for mileage reports or when the
 * entry asks (account.md §7 "Step-form CTA endpoints"). Fields that only show something (an
 * address looked up, a fee, the overview) are not sent, nor those sent on their own afterwards
 * (`sendTo`). A locked field sends what it shows: the contract's address behind "same address"
 * (deals.md §7: the damage report carries the address), nothing for a locked calendar (§5 "a
 * disabled calendar clears its value"). A date is typed and shown DD.MM.YYYY (§5 date mask) and
 * sent as the day, YYYY-MM-DD, like every day of a payload (`sentValue`).
 */
export function mapFormValues(
  steps: readonly FormStep[],
  values: FormValues,
  dealId: string | null,
  { dealIdKey = "dealId", fixedValues = {} }: { dealIdKey?: string; fixedValues?: Readonly<Record<string, string>> } = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fixedValues };
  for (const step of visibleSteps(steps, values)) {
    for (const field of visibleFields(step, values)) {
      if (DISPLAY_FIELD_KINDS.has(field.kind) || field.sendTo || (field.kind === "date" && isFieldDisabled(field, values))) continue;
      const value = values[field.name];
      if (value === undefined || value === "") continue;
      body[field.mapTo ?? field.name] = sentValue(field, value);
    }
  }
  if (dealId) body[dealIdKey] = dealId;
  return body;
}

/**
 * A field's value as the body carries it: numbers and mileage packages as numbers; a date's DD.MM.YYYY as the day
 * YYYY-MM-DD (a damage report's `occurred_on`: "27.11.2026" went out as typed, and the BFF reads
 * days as YYYY-MM-DD only). What is no real day goes as typed, for the BFF to refuse; the form's
 * `date` rule stops it before.
 */
function sentValue(field: FormField, value: FieldValue): unknown {
  if (field.kind === "number" && typeof value === "string") return parseWholeNumber(value) ?? Number.NaN;
  // A package is a number of kilometres, chosen from the offered ones (deals.md §3 `mileage_package`); it went as "2000" (review round 20).
  if (field.kind === "mileage-package" && typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  if (field.kind === "date" && typeof value === "string") return parseGermanDay(value.trim()) ?? value;
  return value;
}

/** account.md §7: mileage-report URLs always carry the deal id. */
export function sendsDealId(url: string, includeDealId: boolean): boolean {
  return includeDealId || /\/mileage-report$/.test(url);
}

/** The posts a form makes once accepted: each visible field with `sendTo` and a value (deals.md §7 non-retention-comment). */
export function followUpPosts(steps: readonly FormStep[], values: FormValues): { url: string; body: Record<string, unknown> }[] {
  return visibleSteps(steps, values).flatMap((step) =>
    visibleFields(step, values).flatMap((field) => {
      const value = values[field.name];
      if (
        !field.sendTo ||
        isFieldDisabled(field, values) ||
        value === undefined ||
        value === null ||
        (typeof value === "string" && value.trim() === "")
      )
        return [];
      return [{ url: field.sendTo.url, body: { [field.sendTo.key]: typeof value === "string" ? value.trim() : value } }];
    }),
  );
}

/** Whether every required field of those given holds a value (a locked field is not asked). */
export function requiredFieldsFilled(fields: readonly FormField[], values: FormValues): boolean {
  return fields
    .filter((field) => field.validations.some((validation) => validation.rule === "required") && !isFieldDisabled(field, values))
    .every((field) => required(values[field.name]) === null);
}
