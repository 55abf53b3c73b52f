import {
  allowedExtension,
  germanDate,
  germanPostcode,
  integer,
  maxAge,
  maxFileSize,
  maxLength,
  maxValue,
  minAge,
  minLength,
  required,
  type FieldValue,
  type ValidationError,
} from "./validators";
import type { FieldValidation, FieldValidationRule, FormValidationContext } from "./field-validations";

/**
 * How a field's validations run, apart from `field-validations.ts` so that the browser can run
 * them without the rules that need a library (phone, IBAN: `phone-iban.ts`). A form whose content
 * names one of those gets them handed in (`ALL_CHECKS` of `field-validations.ts`); the others load
 * only the basic checks (issue 11: the mileage form does not ship libphonenumber's metadata).
 */
export type Check = (value: FieldValue, parameter: number | string[] | undefined, context: FormValidationContext) => ValidationError | null;

/** The rules whose checks need a library. */
export const LIBRARY_RULES = ["phone", "iban"] as const satisfies readonly FieldValidationRule[];
type LibraryRule = (typeof LIBRARY_RULES)[number];

export type FieldChecks = Record<Exclude<FieldValidationRule, LibraryRule>, Check> & Partial<Record<LibraryRule, Check>>;

const numberParameter = (parameter: number | string[] | undefined, rule: string): number => {
  if (typeof parameter !== "number") throw new Error(`validation "${rule}" needs a number`);
  return parameter;
};

export const BASIC_CHECKS: FieldChecks = {
  required: (value) => required(value),
  minLength: (value, parameter) => minLength(value, numberParameter(parameter, "minLength")),
  maxLength: (value, parameter) => maxLength(value, numberParameter(parameter, "maxLength")),
  postcode: (value) => germanPostcode(value),
  date: (value) => germanDate(value),
  minAge: (value, parameter, context) => minAge(value, numberParameter(parameter, "minAge"), context),
  maxAge: (value, parameter, context) => maxAge(value, numberParameter(parameter, "maxAge"), context),
  maxFileSize: (value, parameter) => maxFileSize(value, numberParameter(parameter, "maxFileSize")),
  allowedExtensions: (value, parameter) => allowedExtension(value, Array.isArray(parameter) ? parameter : []),
  integer: (value) => integer(value),
  max: (value, parameter) => maxValue(value, numberParameter(parameter, "max")),
};

/** Whether any of these validations needs a library's check (then the form must be given `ALL_CHECKS`). */
export function usesLibraryRules(validations: readonly FieldValidation[]): boolean {
  return validations.some((validation) => (LIBRARY_RULES as readonly FieldValidationRule[]).includes(validation.rule));
}

/** The first failing validation of a field by the given checks, in the order content lists them; null when all pass. */
export function checkField(
  value: FieldValue,
  validations: readonly FieldValidation[],
  context: FormValidationContext,
  checks: FieldChecks,
): ValidationError | null {
  for (const validation of validations) {
    const check = checks[validation.rule];
    // A form that names a library rule is given its checks (`usesLibraryRules`); failing loudly beats passing silently.
    if (!check) throw new Error(`validation "${validation.rule}" has no check in this form`);
    const parameter = validation.from !== undefined ? (context.values[validation.from] ?? validation.value) : validation.value;
    const error = check(value, parameter, context);
    if (error) return validation.message ? { ...error, key: validation.message } : error;
  }
  return null;
}
